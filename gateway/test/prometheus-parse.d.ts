// parse-prometheus-text-format ships no types; its prom2json-shaped answer.
declare module 'parse-prometheus-text-format' {
  export interface ParsedMetric { labels?: Record<string, string>; value?: string; count?: string; sum?: string; buckets?: Record<string, string> }
  export interface ParsedFamily { name: string; help: string; type: string; metrics: ParsedMetric[] }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
