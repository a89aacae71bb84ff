import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageMeta, seoMeta } from "~/utils/seo";
import { LANGS } from "~/i18n/route-table";
import { OG_HEIGHT, OG_WIDTH, ogCardKey, ogImagePath } from "./paths";
import { ogImageSvg, wrap } from "./og-image.server";

const meta = { title: "Harris County, Texas property tax", description: "Rates and offices." };
const find = (tags: Record<string, unknown>[], key: string) =>
  tags.find((m) => m.property === key || m.name === key)?.content;

describe("link preview tags", () => {
  it("point og:image and the Twitter card at the build's PNG, with its size and alt text", () => {
    const tags = seoMeta(meta, "Texas Property Tax Calculator", {
      siteUrl: "https://tx.example",
      state: "TX",
      lang: "en",
      pathname: "/counties/harris",
    }) as Record<string, unknown>[];
    expect(find(tags, "og:image")).toBe("https://tx.example/og/tx.png");
    expect(find(tags, "og:image:width")).toBe("1200");
    expect(find(tags, "og:image:height")).toBe("630");
    expect(find(tags, "og:image:alt")).toBe("Texas Property Tax Calculator");
    expect(find(tags, "twitter:card")).toBe("summary_large_image");
    expect(find(tags, "twitter:image")).toBe("https://tx.example/og/tx.png");
    expect(find(tags, "og:url")).toBe("https://tx.example/counties/harris");
    expect(find(tags, "og:locale")).toBe("en_US");
    expect(find(tags, "og:site_name")).toBe("Texas Property Tax Calculator");
  });

  it("keep the earlier tags and add none without the site's context", () => {
    const tags = seoMeta(meta, "Texas Property Tax Calculator") as Record<string, unknown>[];
    expect(tags[0]).toEqual({ title: "Harris County, Texas property tax | Texas Property Tax Calculator" });
    expect(find(tags, "og:title")).toBe(meta.title);
    expect(find(tags, "og:image")).toBeUndefined();
  });

  it("come from the root loader's data in every page's meta, in Spanish with the Spanish locale", () => {
    const tags = pageMeta({
      data: { meta },
      matches: [
        {
          id: "root",
          data: { siteName: "Calculadora", siteUrl: "https://fl.example", state: "FL", lang: "es" },
        },
      ],
      location: { pathname: "/es/condados" },
    }) as Record<string, unknown>[];
    expect(find(tags, "og:image")).toBe("https://fl.example/og/fl-es.png");
    expect(find(tags, "og:locale")).toBe("es_MX");
    expect(find(tags, "og:locale:alternate")).toBe("en_US");
  });
});

describe("Open Graph cards", () => {
  it.each(
    (["TX", "CA", "FL", "NY", "HUB"] as const).flatMap((state) =>
      LANGS.map((lang) => [state, lang] as const),
    ),
  )("%s (%s) has a committed 1200 × 630 PNG", (state, lang) => {
    const file = `public${ogImagePath(state, lang)}`;
    expect(existsSync(file), `${file}: run npx tsx scripts/og-images.ts`).toBe(true);
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(OG_WIDTH);
    expect(png.readUInt32BE(20)).toBe(OG_HEIGHT);
  });

  it("are up to date with the card they were rendered from (else: npx tsx scripts/og-images.ts)", () => {
    const rendered = JSON.parse(readFileSync("public/og/rendered-from.json", "utf8")) as Record<
      string,
      string
    >;
    for (const state of ["TX", "CA", "FL", "NY", "HUB"] as const) {
      for (const lang of LANGS) {
        const key = ogCardKey(state, lang);
        expect(rendered[key], key).toBe(createHash("sha256").update(ogImageSvg(state, lang)).digest("hex"));
      }
    }
  });

  it("draws the state's counties and names the site in both languages", () => {
    const svg = ogImageSvg("TX");
    expect(svg.match(/<path d="M/g)?.length).toBeGreaterThanOrEqual(254);
    expect(svg).toContain("Texas Property");
    expect(svg).toContain("Calculadora de impuesto predial");
    expect(svg).toContain("All 254 counties");
    const svgEs = ogImageSvg("TX", "es");
    expect(svgEs).toContain("Los 254 condados");
    expect(svgEs).not.toContain("All 254 counties");
    expect(svgEs).toContain("Español · English");
    const hub = ogImageSvg("HUB");
    expect(hub).toContain("Property Tax");
    expect(hub).toContain("Texas · California · Florida · New York");
  });

  it("wraps titles at word boundaries", () => {
    expect(wrap("Texas Property Tax Calculator", 20)).toEqual(["Texas Property Tax", "Calculator"]);
    expect(wrap("Short", 20)).toEqual(["Short"]);
  });
});
