#!/usr/bin/env python3
# Draws client/images/icon.png (128x128): a green rounded square with white braces "{ }" and a dot, the docs.json
# mark. Pure Python (zlib + struct), supersampled 4x for smooth edges, so it needs nothing installed.
import math, struct, sys, zlib

SIZE, SS = 128, 4
GREEN, WHITE = (13, 147, 115), (255, 255, 255)

def rounded_square(x, y, r=26):
    cx, cy = min(max(x, r), SIZE - r), min(max(y, r), SIZE - r)
    return math.hypot(x - cx, y - cy) <= r

def dist_to_segment(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)

def brace(x, y, cx, mirror):
    # A brace as a polyline: top hook, upper stem, middle point, lower stem, bottom hook.
    s = -1 if mirror else 1
    pts = [(cx + 12 * s, 30), (cx + 4 * s, 32), (cx + 2 * s, 40), (cx + 2 * s, 56), (cx - 8 * s, 64),
           (cx + 2 * s, 72), (cx + 2 * s, 88), (cx + 4 * s, 96), (cx + 12 * s, 98)]
    return any(dist_to_segment(x, y, *pts[i], *pts[i + 1]) <= 5.5 for i in range(len(pts) - 1))

def colour(x, y):
    if not rounded_square(x, y):
        return None
    if brace(x, y, 38, False) or brace(x, y, 90, True) or math.hypot(x - 64, y - 84) <= 7:
        return WHITE
    return GREEN

rows = []
for j in range(SIZE):
    row = bytearray([0])
    for i in range(SIZE):
        acc, n = [0, 0, 0, 0], SS * SS
        for a in range(SS):
            for b in range(SS):
                c = colour(i + (a + 0.5) / SS, j + (b + 0.5) / SS)
                if c:
                    acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
        alpha = acc[3] // n
        covered = max(1, acc[3] // 255)
        row += bytes([acc[0] // covered, acc[1] // covered, acc[2] // covered, alpha])
    rows.append(bytes(row))

def chunk(kind, data):
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF)

png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', SIZE, SIZE, 8, 6, 0, 0, 0))
png += chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b'')
open(sys.argv[1] if len(sys.argv) > 1 else 'client/images/icon.png', 'wb').write(png)
