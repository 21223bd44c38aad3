#!/usr/bin/env python3
"""Splits Inter's Latin file (@fontsource-variable/inter, variable weight) in two, for fonts.css.

- inter-latin-core-wght-normal.woff2: what English and French pages draw (ASCII, the Latin-1 signs and French letters,
  typographic quotes and dashes, euro sign). Preloaded by root.tsx: about 60 % of the full Latin file.
- inter-latin-rest-wght-normal.woff2: every other character of the Latin file (other Latin-1 letters, arrows,
  fractions...), fetched by the browser only when a page draws one of them (its unicode-range in fonts.css).

Glyphs, hinting, kerning and the features the shop's CSS can reach (contextual alternates, tabular and proportional
figures, marks) are kept as they are, so text draws exactly as with the full file. Dropped: the fraction, numerator
and denominator features, which no stylesheet turns on. Run after upgrading @fontsource-variable/inter (needs
fonttools and brotli: `pip install fonttools brotli`), then copy the printed ranges into fonts.css:

    python3 apps/storefront/app/fonts/subset-inter.py
"""
import glob
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = glob.glob(
    os.path.join(HERE, '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
)[0]

CORE = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00A0), (0x00A3, 0x00A3), (0x00A7, 0x00A7), (0x00A9, 0x00A9), (0x00AB, 0x00AB), (0x00AE, 0x00AE),
    (0x00B0, 0x00B0), (0x00B7, 0x00B7), (0x00BB, 0x00BB),  # no-break space, £ § © « ® ° · »
    (0x00C0, 0x00C0), (0x00C2, 0x00C2), (0x00C6, 0x00CB), (0x00CE, 0x00CF), (0x00D4, 0x00D4), (0x00D7, 0x00D7),
    (0x00D9, 0x00D9), (0x00DB, 0x00DC),  # À Â Æ Ç È É Ê Ë Î Ï Ô × Ù Û Ü
    (0x00E0, 0x00E0), (0x00E2, 0x00E2), (0x00E6, 0x00EB), (0x00EE, 0x00EF), (0x00F4, 0x00F4), (0x00F9, 0x00F9),
    (0x00FB, 0x00FC), (0x00FF, 0x00FF),  # à â æ ç è é ê ë î ï ô ù û ü ÿ
    (0x0152, 0x0153),  # Œ œ
    (0x2009, 0x2009), (0x2010, 0x2011), (0x2013, 0x2014), (0x2018, 0x201A), (0x201C, 0x201E), (0x2022, 0x2022),
    (0x2026, 0x2026), (0x202F, 0x202F), (0x2039, 0x203A),  # spaces, hyphens, dashes, quotes, bullet, ellipsis, ‹ ›
    (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2212, 0x2212),  # € ™ −
]
FEATURES = 'calt,ccmp,locl,tnum,pnum,kern,mark,mkmk'


def in_core(code):
    return any(low <= code <= high for low, high in CORE)


def ranges(codes):
    """Sorted code points as CSS unicode-range parts."""
    parts, start, previous = [], None, None
    for code in sorted(codes):
        if start is not None and code == previous + 1:
            previous = code
            continue
        if start is not None:
            parts.append(f'U+{start:04X}' if start == previous else f'U+{start:04X}-{previous:04X}')
        start = previous = code
    if start is not None:
        parts.append(f'U+{start:04X}' if start == previous else f'U+{start:04X}-{previous:04X}')
    return ', '.join(parts)


def subset(codes, name):
    subprocess.run(
        [
            sys.executable, '-m', 'fontTools.subset', SOURCE,
            '--unicodes=' + ','.join(f'U+{code:04X}' for code in sorted(codes)),
            '--layout-features=' + FEATURES,
            '--name-IDs=*', '--name-languages=*',
            '--flavor=woff2',
            '--output-file=' + os.path.join(HERE, name),
        ],
        check=True,
    )


mapped = set(TTFont(SOURCE).getBestCmap())
core = {code for code in mapped if in_core(code)}
rest = mapped - core
subset(core, 'inter-latin-core-wght-normal.woff2')
subset(rest, 'inter-latin-rest-wght-normal.woff2')
print('core unicode-range:', ranges(core))
print('rest unicode-range:', ranges(rest))
