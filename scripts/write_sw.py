#!/usr/bin/env python3
"""Trunk post-build hook: writes sw.js into the staging dir with every built file precached
under a cache name derived from their contents, so each release replaces the old cache."""
import hashlib
import os
import pathlib

staging = pathlib.Path(os.environ["TRUNK_STAGING_DIR"])
template = pathlib.Path(__file__).resolve().parent.parent / "static" / "sw.template.js"
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
