import json, importlib, re, sys
mods = ["p01_job","p02_family","p03_pets","p04_home","p05_health","p06_food","p07_hobbies","p08_transient","p09_others","p10_changes","p11_prefs","p12_mixed"]
cases=[]; n=0; problems=[]
for m in mods:
    mod=importlib.import_module(m)
    if len(mod.CASES)!=20: problems.append(f"{m}: {len(mod.CASES)} cases")
    for msgs, rem, mn in mod.CASES:
        n+=1; cid=f"mq-{n:03d}"
        roles=[]
        out=[]
        for i,t in enumerate(msgs):
            out.append({"role":"user" if i%2==0 else "assistant","content":t})
        cases.append({"id":cid,"split":"dev" if n%2 else "holdout","messages":out,"remember":rem,"must_not":mn,"kind":mod.KIND})
        nu=sum(1 for x in out if x["role"]=="user")
        if not 1<=nu<=4: problems.append(f"{cid} user msgs {nu}")
        if out[-1]["role"]!="assistant": problems.append(f"{cid} ends with user")
        for x in out:
            w=len(x["content"].split())
            if x["role"]=="user" and not 5<=w<=80: problems.append(f"{cid} user words {w}")
            if x["role"]=="assistant":
                s=len(re.findall(r'[.!?](\s|$)',x["content"]))
                if s>3 or s<1: problems.append(f"{cid} asst sentences~{s}: {x['content'][:60]}")
            if re.search(r'(\*\*|^#|\n- |^- )',x["content"]): problems.append(f"{cid} markdown")
        for r in rem:
            w=len(r.split())
            if not 2<=w<=12: problems.append(f"{cid} remember words {w}: {r}")
        if len(mn)>3: problems.append(f"{cid} must_not {len(mn)}")
from pathlib import Path
with open(Path(__file__).resolve().parent.parent / "cases.json", "w") as out:
    json.dump(cases, out, indent=2, ensure_ascii=False)
print("\n".join(problems)); print(len(cases))
