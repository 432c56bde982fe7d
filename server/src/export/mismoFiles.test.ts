import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { applicationRecordFixture, sevenPersonRecord } from 'server/testing/applications.ts';
import { MISMO_ENUMERATIONS } from './mismoEnumerations.ts';
import { buildMismoFile, type MismoCopy } from './mismoExport.ts';

/**
 * Whole lender files (issue 24): one, three and seven people and a record with hostile text, in the lender's and the
 * borrower's copies, checked against the enumeration table, as an xlink graph (labels unique, no dangling arc, each
 * arcrole's ends of the kinds it names) and, when MISMO_XSD_DIR names a copy of the MISMO 3.4 schema (a lender gets
 * it from MISMO; it is not committed), against that schema with xmllint (docs/mismo-mapping.md says how).
 */

type Data = Record<string, unknown>;

/** The fixture's Applicant alone: no co-borrower, no co-applicants. */
function onePersonRecord(): Data {
  const record = applicationRecordFixture();
  const stageOne = record.stageOne as { applicants: Data[]; coApplicantCount?: number };
  const applicant: Data = { ...(stageOne.applicants[0] as Data), coBorrowerIndicator: false };
  delete applicant.coborrower;
  stageOne.applicants = [applicant];
  stageOne.coApplicantCount = 0;
  for (const key of ['stageThree', 'stageFive', 'stageSix']) {
    const stage = record[key] as { applications: Data[] };
    stage.applications = stage.applications.filter((entry) => Number(entry.mapid) === 1);
  }
  delete record.stageFour;
  return record;
}

/** The three-person fixture with markup, quotes, ampersands and invisible characters in every text it holds. */
function hostileRecord(): Data {
  const record = applicationRecordFixture();
  const marks = ['<b>&amp;"\'', '\u202E', '\u200B', ']]>'];
  let planted = 0;
  const plant = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(plant);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node as Data)) {
        if (typeof value === 'string' && /name|description|street|city|position/i.test(key) && value) {
          (node as Data)[key] = `${value}${marks[planted % marks.length]}`;
          planted += 1;
        } else plant(value);
      }
    }
  };
  plant(record);
  return record;
}

const RECORDS: [string, () => Data][] = [
  ['one person', onePersonRecord],
  ['three people', applicationRecordFixture],
  ['seven people', sevenPersonRecord],
  ['hostile text', hostileRecord],
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/** Every element of a parsed file with its name: attributes and text as the parser gives them. */
function elements(node: unknown, name = ''): { name: string; node: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((item) => elements(item, name));
  const own = name ? [{ name, node }] : [];
  if (!node || typeof node !== 'object') return own;
  return [
    ...own,
    ...Object.entries(node as Data)
      .filter(([key]) => !key.startsWith('@') && key !== '#text')
      .flatMap(([key, value]) => elements(value, key)),
  ];
}

const textOf = (node: unknown) =>
  typeof node === 'string' ? node : ((node as Data | undefined)?.['#text'] as string | undefined);

describe.each(RECORDS)('the lender file of %s', (_name, record) => {
  for (const copy of ['lender', 'borrower'] as MismoCopy[]) {
    it(`is well-formed, its enumerations allowed and its xlink graph whole (${copy}'s copy)`, () => {
      const xml = buildMismoFile({
        data: record(),
        kind: 'full',
        loanNumber: 'HO26000123',
        copy,
        createdAt: new Date('2026-11-28T10:00:00Z'),
      });
      expect(XMLValidator.validate(xml)).toBe(true);
      const all = elements(parser.parse(xml));

      const refused = all.flatMap(({ name, node }) => {
        const allowed = MISMO_ENUMERATIONS[name.replace(/^ULAD:/, '')];
        const value = textOf(node);
        return allowed && value !== undefined && !allowed.includes(value) ? [`${name}=${value}`] : [];
      });
      expect(refused).toEqual([]);

      const kinds = new Map<string, string>();
      for (const { name, node } of all) {
        const label = (node as Data | undefined)?.['@xlink:label'];
        if (typeof label !== 'string') continue;
        expect(kinds.has(label), `label ${label} is unique`).toBe(false);
        kinds.set(label, name);
      }
      const arcs = all.filter(({ name }) => name === 'RELATIONSHIP').map(({ node }) => node as Data);
      expect(arcs.length).toBeGreaterThan(0);
      for (const arc of arcs) {
        const role = /\/([A-Z_]+?)_(?:Is[A-Za-z]+|Shares[A-Za-z]+)_([A-Z_]+)$/.exec(String(arc['@xlink:arcrole']));
        expect(role, String(arc['@xlink:arcrole'])).not.toBeNull();
        expect(kinds.get(String(arc['@xlink:from'])), `${String(arc['@xlink:from'])} of ${role?.[0]}`).toBe(role?.[1]);
        expect(kinds.get(String(arc['@xlink:to'])), `${String(arc['@xlink:to'])} of ${role?.[0]}`).toBe(role?.[2]);
      }

      const schemaDir = process.env.MISMO_XSD_DIR;
      if (schemaDir) {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'mismo-file-'));
        try {
          const file = path.join(dir, 'lender-file.xml');
          writeFileSync(file, xml);
          const schema = path.join(schemaDir, process.env.MISMO_XSD_FILE ?? 'MISMO_3.4.0_B324.xsd');
          // xmllint exits non-zero with the reasons on stderr when the file does not validate.
          execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  }
});
