import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { addChild, element, MismoOrderError, mismoXml, pruneEmpty, setAt } from './mismoTree.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

describe('the MISMO tree', () => {
  it('writes children in schema order, whatever order they were added in', () => {
    const party = element('PARTY');
    setAt(party, 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER/TaxpayerIdentifierValue', '123456789');
    setAt(party, 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER/TaxpayerIdentifierType', 'SocialSecurityNumber');
    setAt(party, 'INDIVIDUAL/NAME/LastName', 'Reyes');
    setAt(party, 'INDIVIDUAL/NAME/FirstName', 'Dana');
    const xml = mismoXml(party);
    expect(xml.indexOf('<INDIVIDUAL>')).toBeLessThan(xml.indexOf('<TAXPAYER_IDENTIFIERS>'));
    expect(xml.indexOf('<FirstName>')).toBeLessThan(xml.indexOf('<LastName>'));
    expect(xml.indexOf('<TaxpayerIdentifierType>')).toBeLessThan(xml.indexOf('<TaxpayerIdentifierValue>'));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps repeated containers in the order they were added, with their attributes', () => {
    const assets = element('ASSETS');
    for (const [index, type] of ['CheckingAccount', 'SavingsAccount'].entries()) {
      const asset = addChild(assets, 'ASSET', {
        SequenceNumber: String(index + 1),
        'xlink:label': `ASSET_${index + 1}`,
      });
      setAt(asset, 'ASSET_DETAIL/AssetType', type);
    }
    const parsed = parser.parse(mismoXml(assets)) as { ASSETS: { ASSET: Record<string, unknown>[] } };
    expect(parsed.ASSETS.ASSET.map((asset) => asset['@_xlink:label'])).toEqual(['ASSET_1', 'ASSET_2']);
    expect(parsed.ASSETS.ASSET.map((asset) => (asset.ASSET_DETAIL as { AssetType: string }).AssetType)).toEqual([
      'CheckingAccount',
      'SavingsAccount',
    ]);
  });

  it('escapes markup and leaves out characters XML cannot carry', () => {
    const name = element('NAME');
    setAt(name, 'FullName', 'A & B <Lending> "Co"\u0001');
    const xml = mismoXml(name);
    expect(xml).toContain('A &amp; B &lt;Lending&gt;');
    expect((parser.parse(xml) as { NAME: { FullName: string } }).NAME.FullName).toBe('A & B <Lending> "Co"');
  });

  it('names the n-th of repeated containers on a path', () => {
    const individual = element('INDIVIDUAL');
    setAt(
      individual,
      'CONTACT_POINTS/CONTACT_POINT[2]/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
      '8135550199',
    );
    setAt(individual, 'CONTACT_POINTS/CONTACT_POINT[1]/CONTACT_POINT_EMAIL/ContactPointEmailValue', 'dana@example.com');
    const parsed = parser.parse(mismoXml(individual)) as {
      INDIVIDUAL: { CONTACT_POINTS: { CONTACT_POINT: Record<string, unknown>[] } };
    };
    expect(parsed.INDIVIDUAL.CONTACT_POINTS.CONTACT_POINT).toEqual([
      { CONTACT_POINT_EMAIL: { ContactPointEmailValue: 'dana@example.com' } },
      { CONTACT_POINT_TELEPHONE: { ContactPointTelephoneValue: '8135550199' } },
    ]);
  });

  it('drops containers nothing was written to', () => {
    const asset = element('ASSET');
    addChild(asset, 'ASSET_HOLDER');
    setAt(asset, 'ASSET_DETAIL/AssetType', 'Bond');
    pruneEmpty(asset);
    expect(asset.children.map((child) => child.name)).toEqual(['ASSET_DETAIL']);
  });

  it('refuses an element the schema order does not place in its container', () => {
    const deal = element('DEAL');
    setAt(deal, 'NotAMismoElement', 'x');
    expect(() => mismoXml(deal)).toThrow(MismoOrderError);
  });
});
