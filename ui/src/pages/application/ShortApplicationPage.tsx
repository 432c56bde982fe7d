import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPhone, type FormDefinition } from 'engine';
import type { Envelope } from 'ui/api/client.ts';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { LoadedSteppedForm, type StepSave } from 'ui/forms/stepped/SteppedForm.tsx';
import { DefinitionNotReady, useRenderedDefinition } from 'ui/forms/useRenderedDefinition.tsx';
import { useSession } from 'ui/session/useSession.ts';
import type { ProfileUserReply } from 'common';
import { applicationQueries, submitShortApplication } from './applicationApi.ts';
import { THANK_YOU_PATH } from './stageFlow.ts';
import './application.css';

/** The short application's definition (forms/application-short). */
const SHORT_FORM = 'application-short';

const TITLE = '1003 Form - Short Application';

/** The names shown read-only when they come from the profile (part 2 §2.5). */
const NAME_FIELDS = ['borrower.firstName', 'borrower.lastName'] as const;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The short application's start: the account's names, e-mail and phones. */
export function shortPrefill(profile: ProfileUserReply | undefined): { record: FormData; readOnly: readonly string[] } {
  if (!profile) return { record: {}, readOnly: [] };
  const phone = (value: string | null | undefined) => (filled(value) ? (formatPhone(value ?? '') ?? value) : undefined);
  const borrower = Object.fromEntries(
    Object.entries({
      firstName: profile.first_name,
      lastName: profile.last_name,
      emailAddressText: profile.email,
      mobilePhone: phone(profile.mobile_number),
      workPhone: phone(profile.work_phone),
    }).filter(([, value]) => filled(value)),
  );
  const readOnly = filled(profile.first_name) && filled(profile.last_name) ? NAME_FIELDS : [];
  return { record: { borrower }, readOnly };
}

/**
 * /short (part 2 §2.5, §3.8, §5.5): the short application on the stepped renderer as one step, '1003 Form - Short
 * Application', names read-only when prefilled from the profile, one Submit that sends it (POST eloan/short) and
 * goes to /thank.
 */
export default function ShortApplicationPage() {
  const profile = useQuery(applicationQueries.profile());
  const rendered = useRenderedDefinition(SHORT_FORM);
  return (
    <div className="container page application-page">
      <h1 className="application-page__title">{TITLE}</h1>
      {profile.isPending ? (
        <p role="status">Loading your details…</p>
      ) : rendered.state !== 'ready' ? (
        <DefinitionNotReady loading={rendered} />
      ) : (
        <ShortForm
          definition={rendered.rendered.definition}
          validator={rendered.rendered.validator}
          profile={profile.data}
        />
      )}
    </div>
  );
}

function ShortForm({
  definition,
  validator,
  profile,
}: {
  definition: FormDefinition;
  validator: Parameters<typeof LoadedSteppedForm>[0]['validator'];
  profile: ProfileUserReply | undefined;
}) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => shortPrefill(profile));
  const [record, setRecord] = useState<FormData>(start.record);
  const step = definition.steps?.[0]?.id ?? 'short';
  const save = useCallback(
    async ({ record: data }: StepSave): Promise<Envelope<unknown>> => {
      const reply = await submitShortApplication(definition.version, data);
      if (reply.status === 100) {
        void queryClient.invalidateQueries({ queryKey: applicationQueries.all });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }
      return reply;
    },
    [definition.version, queryClient],
  );
  return (
    <LoadedSteppedForm
      definition={definition}
      validator={validator}
      record={record}
      onRecordChange={setRecord}
      step={step}
      onStepChange={() => undefined}
      signedIn={signedIn}
      save={save}
      onFinished={() => navigate(THANK_YOU_PATH)}
      labels={{ next: 'Submit' }}
      readOnly={start.readOnly}
    />
  );
}
