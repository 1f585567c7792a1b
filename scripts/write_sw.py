#!/usr/bin/env python3
"""Trunk post-build hook: writes each language's catalogue but English (embedded in the app) as
one file `i18n/<lang>.txt`, fetched when that language is chosen, then sw.js into the staging
dir with every built file precached under a cache name derived from their contents, so each
release replaces the old cache."""
import hashlib
import os
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
staging = pathlib.Path(os.environ["TRUNK_STAGING_DIR"])
(staging / "i18n").mkdir(exist_ok=True)
for lang in sorted(p for p in (root / "i18n").iterdir() if p.is_dir() and p.name != "en"):
    areas = sorted(lang.glob("*.txt"))
    text = "\n".join(a.read_text(encoding="utf-8").rstrip("\n") for a in areas) + "\n"
    (staging / "i18n" / f"{lang.name}.txt").write_text(text, encoding="utf-8")
template = root / "static" / "sw.template.js"
files = sorted(p for p in staging.rglob("*") if p.is_file() and p.name != "sw.js")
digest = hashlib.sha256()
for p in files:
    digest.update(p.relative_to(staging).as_posix().encode())
    digest.update(p.read_bytes())
assets = ["./"] + ["./" + p.relative_to(staging).as_posix() for p in files]
text = template.read_text()
text = text.replace("__VERSION__", digest.hexdigest()[:16])
text = text.replace("__ASSETS__", ",\n  ".join(f'"{a}"' for a in assets))
(staging / "sw.js").write_text(text)
print(f"sw.js: {len(assets)} assets, cache {digest.hexdigest()[:16]}")
