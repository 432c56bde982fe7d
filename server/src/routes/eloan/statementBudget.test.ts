import { describe, expect, it } from 'vitest';
import { applicationRecordFixture, saveStage, startWithStages, stageVersion } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { statementsOf } from 'server/testing/statements.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * What a stage save and a stage read ask of the database (issue 25, item 3): each statement is a round trip and a
 * parse on both sides, so the hot paths have a budget. A save reads the session, then the application with its
 * loan's parties, then writes at the revision read; a page's read of a stage reads the session, then the
 * application with its loan, the reader's draft and the newest version of the form. Statements are counted as knex
 * reports them (the prepared ones included), once the definitions a call needs are in memory.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

describe('statements per call', () => {
  it('a stage save sends 3 statements and a page read of the stage 2', async () => {
    const { token } = await signedInUser(server);
    const record = applicationRecordFixture();
    const application = await startWithStages(server, token, [
      { key: 'stageOne', value: record.stageOne as Data },
      { key: 'stageTwo', value: record.stageTwo as Data },
    ]);
    const extra = { mapid: 1, formId: 'application-stage3', formVersion: stageVersion('application-stage3') };
    let revision = application.revision;
    const save = () =>
      statementsOf(server.deps.db, async () => {
        const saved = await saveStage(
          server,
          token,
          { id: application.id, revision },
          'stageThree',
          record.stageThree as Data,
          extra,
        );
        expect(saved.body.status).toBe(100);
        revision = saved.body.data?.revision ?? 0;
      });
    const read = () =>
      statementsOf(server.deps.db, async () => {
        const reply = await server.api<Data>('GET', `eloan/form1003/3/${application.id}`, undefined, token);
        expect(reply.body.data).toMatchObject({ revision, stageThree: { applications: expect.any(Array) } });
      });
    await save();
    await read();
    expect(await save()).toHaveLength(3);
    expect(await read()).toHaveLength(2);
  });
});
