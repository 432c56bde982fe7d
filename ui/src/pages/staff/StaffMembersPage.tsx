import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ROLE_NAMES, staffData, staffQueries, staffRequest, type StaffMember } from './staffApi.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { SUCCESS } from 'ui/api/client.ts';

function Members() {
  const members = useQuery(staffQueries.members());
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const act = useMutation({
    mutationFn: async ({ member, action }: { member: StaffMember; action: 'disable' | 'enable' | 'reset' }) => {
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
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name}
                  <br />
                  <span className="staff-hint">{member.email}</span>
                </td>
                <td>{ROLE_NAMES[member.role]}</td>
                <td>
                  {member.disabled
                    ? 'Disabled'
                    : !member.hasPassword
                      ? 'Invited'
                      : member.enrolled
                        ? 'Active'
                        : 'Authenticator not set up'}
                </td>
                <td className="staff-actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Invite() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const invite = useMutation({
    mutationFn: (body: Record<string, string>) => staffData<StaffMember>('POST', 'staff/members', body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const body = Object.fromEntries(
      ['first_name', 'last_name', 'email', 'role'].map((name) => [name, String(form.get(name) ?? '')]),
    );
    setOutcome(null);
    invite.mutate(body, {
      onSuccess: (member) => {
        element.reset();
        setOutcome({ ok: true, text: `We sent an invitation to ${member.email}.` });
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
        <label htmlFor="invite-first">First name</label>
        <input id="invite-first" name="first_name" required maxLength={50} />
        <label htmlFor="invite-last">Last name</label>
        <input id="invite-last" name="last_name" required maxLength={50} />
        <label htmlFor="invite-email">Email</label>
        <input id="invite-email" name="email" type="email" required />
        <label htmlFor="invite-role">Role</label>
        <select id="invite-role" name="role" defaultValue="loan_officer">
          {Object.entries(ROLE_NAMES).map(([role, name]) => (
            <option key={role} value={role}>
              {name}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

/** /staff/members (admins): every staff account, with invite, disable or enable, and reset. */
export default function StaffMembersPage() {
  return (
    <StaffLayout title="Staff">
      {(role) =>
        role === 'admin' ? (
          <div className="staff-grid">
            <section aria-label="Staff accounts">
              <Members />
            </section>
            <Invite />
          </div>
        ) : (
          <p className="message message--error" role="alert">
            Only admins manage staff accounts.
          </p>
        )
      }
    </StaffLayout>
  );
}
