// Server validation of a whole 7-person 1003 record (issue 13): every stage's value normalized and validated by its
// definition with the lookup lists, exactly as server/src/forms/submissionValidation.ts does for each save (the
// definition and the lookups are in memory there too). Prints one JSON line: median and p95 in ms.
import { performance } from 'node:perf_hooks';
import { normalizeData, type FormDefinition, type LookupOptions } from 'engine';
import { compileDefinition } from 'engine/compiler.ts';
import { latestFormSource } from 'forms';
import { LOOKUP_LISTS } from 'server/lookups/lookupLists.ts';
import { APPLICATION_STAGES } from 'server/records/applicationStages.ts';
import { sevenPersonRecord } from 'server/testing/applications.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const lookups: LookupOptions = new Map(LOOKUP_LISTS.map((list) => [list.type, list.options]));
const record = sevenPersonRecord();
const stages = APPLICATION_STAGES.map((stage) => {
  const definition = latestFormSource(stage.formId)?.definition as FormDefinition;
  return { key: stage.key, definition, compiled: compileDefinition(definition) };
});

function validateRecord(): void {
  for (const { key, definition, compiled } of stages) {
    const result = compiled.validate(normalizeData(definition.schema, record[key]), { lookups });
    if (!result.valid) throw new Error(`${key} is not valid: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
}

for (let i = 0; i < 50; i += 1) validateRecord();
const times: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const start = performance.now();
  validateRecord();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const people = (record.stageFive as { applications: unknown[] }).applications.length;
console.log(JSON.stringify({ people, rounds: ROUNDS, median: at(0.5), p95: at(0.95) }));
