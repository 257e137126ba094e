"""Language: words and normalisation, sentences and hedges, relative dates, secret redaction."""
