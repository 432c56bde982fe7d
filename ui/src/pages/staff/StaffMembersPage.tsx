import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { fieldMessagesOf, textMessagesOf, type FieldMessages } from 'ui/api/fieldMessages.ts';
import { DataTable } from 'ui/components/DataTable.tsx';
import type { StaffMemberReply } from 'common';
import { ROLE_NAMES, staffQueries, staffRequest } from './staffApi.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { SUCCESS } from 'ui/api/client.ts';

/** Where a staff account stands, in words. */
function memberState(member: StaffMemberReply): string {
  if (member.disabled) return 'Disabled';
  if (member.paused) return 'Paused: too many wrong authenticator codes';
  if (!member.hasPassword) return 'Invited';
  return member.enrolled ? 'Active' : 'Authenticator not set up';
}

/** The staff accounts; `selfId`, the signed-in admin's own, offers nothing (the server refuses changing it here). */
function Members({ selfId }: { selfId: number }) {
  const members = useQuery(staffQueries.members());
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const act = useMutation({
    mutationFn: async ({
      member,
      action,
    }: {
      member: StaffMemberReply;
      action: 'disable' | 'enable' | 'reset' | 'unlock';
    }) => {
      const reply = await staffRequest('POST', `staff/members/${member.id}/${action}`, {});
      if (reply.status !== SUCCESS) throw new Error(reply.statusText);
      return `${member.name}: ${reply.statusText}`;
    },
    onSuccess: (text) => setOutcome({ ok: true, text }),
    onError: (error) => setOutcome({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueries.all }),
  });
  if (members.isPending) return <p role="status">Loading staff…</p>;
  if (members.isError) {
    return (
      <p className="message message--error" role="alert">
        {members.error.message}
      </p>
    );
  }
  return (
    <>
      <Outcome outcome={outcome} />
      <DataTable
        caption="Staff accounts"
        rows={members.data}
        rowKey={(member) => member.id}
        columns={[
          {
            header: 'Name',
            primary: true,
            long: true,
            cell: (member) => (
              <>
                {member.name}
                <br />
                <span className="staff-hint">{member.email}</span>
              </>
            ),
          },
          { header: 'Role', cell: (member) => ROLE_NAMES[member.role] },
          { header: 'State', cell: memberState },
          {
            header: 'Actions',
            headerHidden: true,
            actions: true,
            cell: (member) =>
              member.id === selfId ? (
                <span className="staff-hint">Your account</span>
              ) : (
                <>
                  {member.paused && (
                    <button
                      type="button"
                      className="button"
                      disabled={act.isPending}
                      onClick={() => act.mutate({ member, action: 'unlock' })}
                    >
                      Lift pause<span className="visually-hidden"> of {member.name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ member, action: member.disabled ? 'enable' : 'disable' })}
                  >
                    {member.disabled ? 'Enable' : 'Disable'}
                    <span className="visually-hidden"> {member.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ member, action: 'reset' })}
                  >
                    Reset<span className="visually-hidden"> {member.name}</span>
                  </button>
                </>
              ),
          },
        ]}
      />
    </>
  );
}

/** A text input of the invitation, with its own message under it when it has one. */
function InviteInput({
  id,
  label,
  message,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; message: string | undefined }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <span id={`${id}-error`} className="field__error">
          {message}
        </span>
      ) : null}
    </>
  );
}

function Invite() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>(new Map());
  const [role, setRole] = useState('loan_officer');
  const invite = useMutation({
    mutationFn: (body: Record<string, string>) => staffRequest<StaffMemberReply>('POST', 'staff/members', body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const body = Object.fromEntries(
      ['first_name', 'last_name', 'email', 'role', 'nmls_id'].map((name) => [name, String(form.get(name) ?? '')]),
    );
    // Names and the e-mail as the server reads them: direction controls and invisible characters are refused.
    const { first_name = '', last_name = '', email = '' } = body;
    const unaccepted = textMessagesOf({ first_name, last_name, email });
    setFieldMessages(unaccepted);
    const [problem] = unaccepted.values();
    if (problem) {
      setOutcome({ ok: false, text: problem });
      return;
    }
    setOutcome(null);
    invite.mutate(body, {
      onSuccess: (reply) => {
        if (reply.status !== SUCCESS || !reply.data) {
          setOutcome({ ok: false, text: reply.statusText || 'The request failed.' });
          setFieldMessages(fieldMessagesOf(reply));
          return;
        }
        element.reset();
        setOutcome({ ok: true, text: `We sent an invitation to ${reply.data.email}.` });
        void queryClient.invalidateQueries({ queryKey: staffQueries.all });
      },
      onError: (error) => setOutcome({ ok: false, text: error.message }),
    });
  };
  return (
    <section className="staff-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a staff member</h2>
      <Outcome outcome={outcome} />
      <form className="staff-form" onSubmit={submit}>
        <InviteInput
          id="invite-first"
          label="First name"
          name="first_name"
          required
          maxLength={50}
          message={fieldMessages.get('first_name')}
        />
        <InviteInput
          id="invite-last"
          label="Last name"
          name="last_name"
          required
          maxLength={50}
          message={fieldMessages.get('last_name')}
        />
        <InviteInput
          id="invite-email"
          label="Email"
          name="email"
          type="email"
          required
          message={fieldMessages.get('email')}
        />
        <label htmlFor="invite-role">Role</label>
        <select id="invite-role" name="role" value={role} onChange={(event) => setRole(event.target.value)}>
          {Object.entries(ROLE_NAMES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        {role === 'loan_officer' && (
          <InviteInput
            id="invite-nmls"
            label="NMLS ID"
            name="nmls_id"
            inputMode="numeric"
            pattern="\d{1,12}"
            required
            maxLength={12}
            message={fieldMessages.get('nmls_id')}
          />
        )}
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

/** /staff/members (admins): every staff account, with invite, disable or enable, reset, and lifting a pause. */
export default function StaffMembersPage() {
  return (
    <StaffLayout title="Staff">
      {(role, me) =>
        role === 'admin' ? (
          <>
            <section className="staff-card staff-section" aria-labelledby="members-heading">
              <h2 id="members-heading">Staff accounts</h2>
              <Members selfId={me._id} />
            </section>
            <Invite />
          </>
        ) : (
          <p className="message message--error" role="alert">
            Only admins manage staff accounts.
          </p>
        )
      }
    </StaffLayout>
  );
}
