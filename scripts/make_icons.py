#!/usr/bin/env python3
"""Draws the app icon (a board of squares on a dark tile) as PNGs, with no image library."""
import struct
import zlib
import pathlib

def png(size):
    bg, board, light, dark = (0x2F, 0x48, 0x58), (0xF6, 0xF1, 0xE7), (0xE0, 0xB0, 0x4C), (0x86, 0x3F, 0x2A)
    margin, cells = size // 6, 4
    cell = (size - 2 * margin) // cells
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            c = bg
            bx, by = x - margin, y - margin
            if 0 <= bx < cell * cells and 0 <= by < cell * cells:
                cx, cy = bx // cell, by // cell
                inner = 2 < bx % cell < cell - 3 and 2 < by % cell < cell - 3
                c = (light if (cx + cy) % 2 else dark) if inner else board
            row += bytes(c)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")

out = pathlib.Path(__file__).resolve().parent.parent / "static" / "icons"
out.mkdir(parents=True, exist_ok=True)
for s in (192, 512):
    (out / f"icon-{s}.png").write_bytes(png(s))
