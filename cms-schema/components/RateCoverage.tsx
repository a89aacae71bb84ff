// The desk's "Rate coverage" pane: per county of the state, the taxing units loaded and those of
// the bill still missing, the tax years and statuses of their rates, and how many come from the
// units' own pages or from news reports (decision 129), as `npm run seed:coverage` prints them.
import { Box, Card, Heading, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { countyRateCoverage, coverageLine, type CoverageCounty } from "../../app/content/rate-coverage";
import { API_VERSION } from "../apiVersion";

const QUERY = `*[_type == "county" && state == $state] | order(name asc){
  name, state, rateKind, rateYear,
  units[]{ name, taxYear, status, "source": { "kind": source.kind }, rates[]{ taxYear, status, "source": { "kind": source.kind } } },
  unitsNotLoaded[]{ en }
}`;

export function RateCoverage({ options }: { options?: Record<string, unknown> }) {
  const state = String(options?.state ?? "TX");
  const client = useClient({ apiVersion: API_VERSION });
  const [counties, setCounties] = useState<CoverageCounty[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The year of the last autumn's rates: those a refresh should have brought in.
  const year = new Date().getUTCFullYear() - 1;
  useEffect(() => {
    let live = true;
    client
      .fetch<CoverageCounty[]>(QUERY, { state })
      .then((list) => live && setCounties(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, state]);
  if (failed) return <Text>The counties could not be read.</Text>;
  if (!counties) return <Text muted>Reading the counties…</Text>;
  const rows = counties.map((c) => countyRateCoverage(c, year));
  const byUnits = rows.filter((r) => r.basis === "units");
  return (
    <Box padding={4}>
      <Stack space={4}>
        <Heading size={2}>Rate coverage</Heading>
        <Text size={1} muted>
          {rows.length} counties: {byUnits.length} from taxing units,{" "}
          {rows.filter((r) => r.basis === "official").length} from one published rate,{" "}
          {rows.filter((r) => r.basis === "estimate").length} estimates. Units with a {year} adopted rate are
          counted against the units loaded.
        </Text>
        {byUnits.map((r) => (
          <Card
            key={r.county}
            padding={3}
            radius={2}
            shadow={1}
            tone={r.unitsNotLoaded.length || r.news ? "caution" : "positive"}
          >
            <Text size={1}>{coverageLine(r, year)}</Text>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
