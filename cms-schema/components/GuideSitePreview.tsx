// A guide, page or FAQ entry as the site will show it, English and Spanish side by side: the
// title and summary of the guide cards, the "facts checked" line, the body with its tables
// and callouts, and the sources.
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { Badge, Box, Card, Flex, Grid, Heading, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";
import enGuides from "../../app/i18n/locales/en/guides";
import esGuides from "../../app/i18n/locales/es/guides";
import { LANGS, t, type Lang } from "./siteWords";

type Locale<T> = { en?: T; es?: T };
interface Block {
  _type: string;
  _key?: string;
  [key: string]: unknown;
}
export interface GuidePreviewDoc {
  _type?: string;
  state?: string;
  category?: string;
  checked?: string;
  updated?: string;
  title?: Locale<string>;
  question?: Locale<string>;
  description?: Locale<string>;
  body?: Locale<Block[]>;
  answer?: Locale<Block[]>;
  sources?: { _key?: string; title?: string; url?: string }[];
}

const GUIDE_WORDS = { en: enGuides, es: esGuides } as const;

/** Calendar dates stay calendar dates: no time-zone shift (app/utils/format.ts does the same). */
function formatDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-US", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d));
}

const components: PortableTextComponents = {
  types: {
    table: ({ value }: { value: { caption?: string; rows?: { _key?: string; cells?: string[] }[] } }) => (
      <Card border radius={2} padding={2} marginY={3}>
        {value.caption ? (
          <Text size={1} weight="semibold">
            {value.caption}
          </Text>
        ) : null}
        <Stack space={2} marginTop={2}>
          {(value.rows ?? []).map((row, i) => (
            <Grid key={row._key ?? i} columns={Math.max(1, row.cells?.length ?? 1)} gap={2}>
              {(row.cells ?? []).map((cell, j) => (
                <Text key={j} size={1} weight={i === 0 ? "semibold" : "regular"}>
                  {cell}
                </Text>
              ))}
            </Grid>
          ))}
        </Stack>
      </Card>
    ),
    callout: ({ value }: { value: { tone?: string; body?: Block[] } }) => (
      <Card tone={value.tone === "warning" ? "caution" : "primary"} padding={3} radius={2} marginY={3}>
        <PortableText value={(value.body ?? []) as never} components={components} />
      </Card>
    ),
  },
  marks: {
    link: ({ value, children }: { value?: { href?: string }; children: ReactNode }) => (
      <a href={value?.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ),
  },
};

function LanguageColumn({ doc, lang }: { doc: GuidePreviewDoc; lang: Lang }) {
  const title = doc.title?.[lang] ?? doc.question?.[lang];
  const body = doc.body?.[lang] ?? doc.answer?.[lang];
  const categoryKey = `category_${doc.category ?? ""}` as keyof (typeof GUIDE_WORDS)["en"];
  const category = doc._type === "guide" ? (GUIDE_WORDS[lang][categoryKey] ?? doc.category) : undefined;
  return (
    <Card padding={4} radius={2} shadow={1} lang={lang}>
      <Stack space={4}>
        <Flex gap={2} align="center">
          <Badge>{lang === "en" ? "English" : "Español"}</Badge>
          {doc.state ? <Badge tone="primary">{doc.state}</Badge> : null}
          {category ? <Badge>{category}</Badge> : null}
        </Flex>
        {title ? (
          <Heading as="h2" size={3}>
            {title}
          </Heading>
        ) : (
          <Card tone="critical" padding={2}>
            <Text size={1}>No title in this language: the site would fall back to English.</Text>
          </Card>
        )}
        {doc.description?.[lang] ? (
          <Text size={2} muted>
            {doc.description[lang]}
          </Text>
        ) : null}
        {doc.checked ? (
          <Text size={1}>{t(lang, "common.lastChecked", { date: formatDate(doc.checked, lang) })}</Text>
        ) : null}
        {doc.updated ? (
          <Text size={1}>{t(lang, "common.updated", { date: formatDate(doc.updated, lang) })}</Text>
        ) : null}
        <Box className="guide-body" style={{ lineHeight: 1.6 }}>
          {body && body.length > 0 ? (
            <PortableText value={body as never} components={components} />
          ) : (
            <Text muted>No body yet.</Text>
          )}
        </Box>
        {doc.sources && doc.sources.length > 0 ? (
          <Stack space={2}>
            <Text size={1} weight="semibold">
              {t(lang, "common.sources")}
            </Text>
            {doc.sources.map((s, i) => (
              <Text key={s._key ?? i} size={1}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.title}
                </a>
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

export function GuideSitePreview(props: { document: { displayed: GuidePreviewDoc } }) {
  return (
    <Box padding={4}>
      <Grid columns={[1, 1, 2]} gap={4}>
        {LANGS.map((lang) => (
          <LanguageColumn key={lang} doc={props.document.displayed} lang={lang} />
        ))}
      </Grid>
    </Box>
  );
}
