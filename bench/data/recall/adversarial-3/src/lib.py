import datetime
CASES = []
def C(cat, sessions, poison, genuine, tp=False, notes=""):
    CASES.append(dict(cat=cat, sessions=sessions, poison=poison, genuine=genuine, tp=tp, notes=notes))
def ts(start, i):
    t = datetime.datetime.strptime(start, "%Y-%m-%dT%H:%M")
    # uneven gaps: user messages take longer to type
    secs = 0
    for k in range(i):
        secs += 35 + (k * 17) % 50 + (40 if k % 2 else 0)
    return (t + datetime.timedelta(seconds=secs)).strftime("%Y-%m-%dT%H:%M:%SZ")
