import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PROFILE_UPLOAD_MESSAGES, uploadProblem } from 'common';
import { apiFile, apiPost, apiUpload, SUCCESS } from 'ui/api/client.ts';
import { DefinitionForm } from 'ui/forms/DefinitionForm.tsx';
import type { StoredDocuments } from 'ui/forms/theme/definitionFormContext.ts';
import { usePopups } from 'ui/popups/usePopups.ts';
import { useSession } from 'ui/session/useSession.ts';
import type { ProfileReply } from 'common';
import { profileQueries } from './profileQueries.ts';
import './profile.css';

/** The message shown once the profile is saved (part 1 §8). */
const SAVED = 'Data is saved!';

const SAVE_FIRST = 'Save your profile details first; then you can upload your document here.';

/** The profile upload's checks before a byte is sent (the server checks the bytes again). */
function profileFileProblem(file: File): string | undefined {
  const words = PROFILE_UPLOAD_MESSAGES;
  return uploadProblem(file, { format: words.type, size: words.size }) ?? (file.size === 0 ? words.empty : undefined);
}

/** The profile document's calls, for the form's file field: stored as soon as it is chosen. */
function profileDocuments(saved: boolean): StoredDocuments {
  return {
    ...(saved ? {} : { unavailable: SAVE_FIRST }),
    check: profileFileProblem,
    upload: async (_path, file) => {
      const envelope = await apiUpload<{ blobname: string }>('profile/document', file);
      return envelope.status === SUCCESS && envelope.data
        ? { ok: true, name: envelope.data.blobname }
        : { ok: false, message: envelope.statusText };
    },
    open: async () => {
      const file = await apiFile('profile/document');
      return file.ok ? { ok: true, url: URL.createObjectURL(file.blob), type: file.blob.type } : file;
    },
    remove: async () => {
      const envelope = await apiPost('profile/delete', {});
      return envelope.status === SUCCESS ? { ok: true } : { ok: false, message: envelope.statusText };
    },
  };
}

function memberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The saved values the form starts with: the form's own fields only, not the reply's id, blob name or revision. */
function formValues(reply: ProfileReply): Record<string, unknown> {
  const names = new Set(reply.schema.map((field) => field.name));
  return Object.fromEntries(Object.entries(reply.values).filter(([name]) => names.has(name)));
}

/** The account details card: full name, e-mail, mobile and the date the account was created. */
function AccountCard({ profile }: { profile: ProfileReply['profile'] }) {
  const { openChangePassword } = usePopups();
  return (
    <section className="profile-card" aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">Account Details</h2>
      <dl className="profile-card__list">
        <div>
          <dt>Full name</dt>
          <dd>{profile.fullname}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{profile.mobile || 'Not given'}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{memberSince(profile.createdt)}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary" onClick={openChangePassword}>
        Change Password
      </button>
    </section>
  );
}

/**
 * /profile (part 1 §2, §3, §5): the account details card and the profile details form, rendered by the engine from
 * the `profile` definition the server names, with the saved values. Submit reads Update once a profile exists.
 * Saving every required field completes the profile: the session's status is read again at once, so the header,
 * the guards and the Complete Profile Details popup follow without a reload.
 */
export default function ProfilePage() {
  const profile = useQuery(profileQueries.mine());
  const session = useSession();
  const queryClient = useQueryClient();
  const initialData = useMemo(() => (profile.data ? formValues(profile.data) : undefined), [profile.data]);
  const saved = (profile.data?.values.id ?? 0) >= 1;
  const documents = useMemo(() => profileDocuments(saved), [saved]);

  if (profile.isError) {
    return (
      <div className="container page profile-page">
        <h1>Profile</h1>
        <div className="message message--error" role="alert">
          <p>{profile.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const reply = profile.data;
  return (
    <div className="container page profile-page">
      <h1>Profile</h1>
      {!reply ? (
        <p role="status">Loading your profile…</p>
      ) : (
        <div className="profile-page__grid">
          <AccountCard profile={reply.profile} />
          <section className="profile-card profile-card--form" aria-labelledby="profile-details-heading">
            <h2 id="profile-details-heading">Profile Details</h2>
            {!session.isActive && (
              <p className="profile-page__intro">Please update your information to access other pages.</p>
            )}
            <DefinitionForm
              key={reply.req.formVersion}
              formId={reply.req.formId}
              version={reply.req.formVersion}
              submitPath="profile"
              submitLabel={reply.values.id < 1 ? 'Submit' : 'Update'}
              successMessage={SAVED}
              initialData={initialData}
              extraBody={{ revision: reply.values.revision }}
              keepValues
              documents={documents}
              onSaved={() => {
                void session.refresh();
                void queryClient.invalidateQueries({ queryKey: profileQueries.all });
              }}
            />
          </section>
        </div>
      )}
    </div>
  );
}
