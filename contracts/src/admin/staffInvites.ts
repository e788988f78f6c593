// Staff invitations and suspension (issue #40 point 2): plain values, no TypeBox, so a form can import them alone.

/** An invitation's link works this long, once. */
export const STAFF_INVITE_HOURS = 72;

/** What the invitation and suspension calls answer, word for word (the pages show them as they come). */
export const STAFF_INVITE_MESSAGES = {
  invited: 'Invitation sent.',
  revoked: 'Invitation revoked.',
  alreadyStaff: 'This email already belongs to a staff account.',
  noSuchInvitation: 'No pending invitation with this id.',
  rolesRequired: 'Choose at least one role.',
  unknownLink: 'This invitation link is not valid. Ask a Super Admin to invite you again.',
  usedLink: 'This invitation has already been used. Sign in instead.',
  expiredLink: 'This invitation has expired. Ask a Super Admin to invite you again.',
  revokedLink: 'This invitation is no longer valid. Ask a Super Admin to invite you again.',
  accountCreated: 'Your staff account is ready. Set up two-step sign-in to continue.',
  accountAttached: 'Your account now has staff access. Sign in to continue.',
  wrongExistingPassword: 'Enter the password of your existing account with this email.',
  enrolFirst: 'Set up two-step sign-in before using the back office.',
  suspended: 'Staff member suspended. Their sessions have ended.',
  reinstated: 'Staff member reinstated.',
  suspendSelf: 'You cannot suspend your own account.',
  suspendLastSuperAdmin: 'At least one Super Admin must remain active: make someone else a Super Admin first.',
  suspendStartUpAdmin: 'The start-up administrator (ADMIN_EMAIL) cannot be suspended.',
  alreadySuspended: 'This staff member is already suspended.',
  notSuspended: 'This staff member is not suspended.',
  accountSuspended: 'This staff account is suspended. Ask a Super Admin to reinstate it.',
} as const;
