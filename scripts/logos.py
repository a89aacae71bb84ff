#!/usr/bin/env python3
"""Writes the logos the spec names (public/{state}-logo-{full,compact,icon}.svg, the Spanish
full logo and public/favicon.svg) with their words drawn as outlines.

Words in an SVG <text> are set by the browser at every page load: it looks the font up (Arial
is on few phones, so each device draws the logo in a different face) and shapes the text inside
the first paint. As outlines the logo looks the same everywhere and the first paint has no font
work to do for it (docs/performance.md, "The logo without fonts").

The outlines are Liberation Sans (Arial's metrics; Liberation Fonts license, whose font
exception allows embedding in documents), with the font's own kerning.

Needs Python 3 and fontTools (`pip install fonttools`); run `python3 scripts/logos.py` from the
project's root (`npm run logos`) after changing a logo's words below.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONTS = Path("/usr/share/fonts/truetype/liberation")
PUBLIC = Path(__file__).resolve().parent.parent / "public"

GREY = "#4a5565"
HOUSE = '<rect width="40" height="40" rx="8" fill="{color}"/><path d="M8 20 L20 9 L32 20 V31 H8 Z" fill="#ffffff"/>'


def state_logo(color: str, short: str, name: str, name_es: str) -> dict:
    """A state's words: its name in each language, the same subtitles and compact name."""
    return {
        "color": color,
        "short": short,
        "label": f"{name} property tax",
        "en": (f"{name} Property Tax", "Calculator & guides · EN/ES"),
        "es": (f"Impuesto predial · {name_es}", "Calculadora y guías · ES/EN"),
        "compact": "Tax Calc",
    }


# Each logo's words. `short` is in the house; `label` is the image's accessible name.
LOGOS = {
    "tx": state_logo("#0b3d5c", "TX", "Texas", "Texas"),
    "ca": state_logo("#1d4e89", "CA", "California", "California"),
    "fl": state_logo("#0f6b63", "FL", "Florida", "Florida"),
    "ny": state_logo("#3b3a7a", "NY", "New York", "Nueva York"),
    "hub": {
        "color": "#0b3d5c",
        "short": "PT",
        "label": "Property tax guides",
        "en": ("Property Tax Guides", "Guides for every state · EN/ES"),
        "es": ("Guías de impuesto predial", "Para cada estado · ES/EN"),
        "compact": "Tax Guides",
    },
}


class Face:
    def __init__(self, file: str):
        self.font = TTFont(FONTS / file)
        self.cmap = self.font.getBestCmap()
        self.glyphs = self.font.getGlyphSet()
        self.units = self.font["head"].unitsPerEm
        self.kern = self.font["kern"].kernTables[0].kernTable if "kern" in self.font else {}

    def advance(self, text: str, size: float) -> float:
        return sum(step for _, step in self._layout(text)) * size / self.units

    def _layout(self, text: str):
        names = [self.cmap[ord(ch)] for ch in text]
        for i, name in enumerate(names):
            step = self.glyphs[name].width
            if i + 1 < len(names):
                step += self.kern.get((name, names[i + 1]), 0)
            yield name, step

    def outline(self, text: str, x: float, baseline: float, size: float, anchor: str = "start") -> str:
        """The text as one path of relative commands, in tenths of a unit: each glyph's
        commands then read the same wherever it stands, which gzip makes cheap."""
        scale = size / self.units
        if anchor == "middle":
            x -= self.advance(text, size) / 2
        out = []
        at = None  # the pen's point, in tenths
        cursor = 0
        for name, step in self._layout(text):
            recording = DecomposingRecordingPen(self.glyphs)
            # Font units point up; SVG's y points down.
            self.glyphs[name].draw(TransformPen(recording, (scale * 10, 0, 0, -scale * 10, 0, 0)))
            origin = (round((x + cursor * scale) * 10), round(baseline * 10))
            start = None
            for command, points in _quadratic(recording.value):
                assert None not in points, f"{name}: a contour without on-curve points"
                absolute = [(origin[0] + round(px), origin[1] + round(py)) for px, py in points]
                if command == "closePath":
                    out.append("z")
                    at = start
                    continue
                letter = {"moveTo": "m", "lineTo": "l", "qCurveTo": "q"}[command]
                if at is None:
                    out.append("M" + _numbers([c for pt in absolute for c in pt]))
                else:
                    # Every point of a command is relative to the point before the command.
                    relative = [c - a for pt in absolute for c, a in zip(pt, at)]
                    if letter == "l" and 0 in relative:
                        letter, relative = ("h", relative[:1]) if relative[1] == 0 else ("v", relative[1:])
                    out.append(letter + _numbers(relative))
                at = absolute[-1]
                if command == "moveTo":
                    start = at
            cursor += step
        return "".join(out)


def _quadratic(commands):
    """One segment per command: a TrueType curve with several off-curve points becomes a run of
    single quadratic curves through the implied on-curve points."""
    for command, points in commands:
        if command == "qCurveTo" and len(points) > 2:
            *offs, end = points
            for a, b in zip(offs, offs[1:]):
                yield "qCurveTo", (a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
            yield "qCurveTo", (offs[-1], end)
        else:
            yield command, points


def _numbers(values) -> str:
    """Tenths as SVG numbers; a minus sign separates as well as a space does."""
    text = ""
    for value in values:
        whole, tenth = divmod(abs(value), 10)
        number = str(whole) if tenth == 0 else f"{whole}.{tenth}" if whole else f".{tenth}"
        if value < 0:
            number = "-" + number
        elif text:
            number = " " + number
        text += number
    return text


REGULAR = Face("LiberationSans-Regular.ttf")
BOLD = Face("LiberationSans-Bold.ttf")


def words(text: str, x: float, y: float, size: float, color: str, bold=True, anchor="start") -> str:
    face = BOLD if bold else REGULAR
    return f'<path fill="{color}" d="{face.outline(text, x, y, size, anchor)}"/>'


def house(color: str, short: str) -> str:
    return f"<g>{HOUSE.format(color=color)}{words(short, 20, 28.5, 10, color, anchor='middle')}</g>"


def svg(width: int, label: str | None, body: str) -> str:
    named = f' role="img" aria-label="{escape(label)}"' if label else ""
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 40"{named}>{body}</svg>\n'


def main():
    for state, logo in LOGOS.items():
        color = logo["color"]
        mark = house(color, logo["short"])
        for lang in ("en", "es"):
            title, subtitle = logo[lang]
            body = mark + words(title, 48, 18, 15, color) + words(subtitle, 48, 34, 11, GREY, bold=False)
            name = f"{state}-logo-full{'-es' if lang == 'es' else ''}.svg"
            (PUBLIC / name).write_text(svg(280, title, body))
        compact = mark + words(logo["compact"], 48, 26, 17, color)
        (PUBLIC / f"{state}-logo-compact.svg").write_text(svg(150, logo["label"], compact))
        (PUBLIC / f"{state}-logo-icon.svg").write_text(svg(40, logo["label"], mark))
    (PUBLIC / "favicon.svg").write_text(svg(40, None, house("#0b3d5c", "$")))


if __name__ == "__main__":
    main()
