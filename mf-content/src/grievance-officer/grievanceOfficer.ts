/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require us to name, and how to reach them:
 * one module, so a change of officer or address is made here alone (the /grievance-officer page reads it).
 */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Iyer',
  designation: 'Grievance Officer',
  email: 'grievance@travel-portal.example',
  /** The postal address, a line each. */
  addressLines: ['Travel Portal, Grievance Cell', '4th Floor, 12 MG Road', 'Bengaluru 560001, Karnataka, India'],
  hours: 'Monday to Friday, 10:00 to 18:00 IST, except public holidays',
} as const;

/** Where the complaints desk is: the account's form when signed in, else the guest's (which offers the log-in). */
export const ACCOUNT_COMPLAINT_FORM = '/account/complaints/new';
export const GUEST_COMPLAINT_FORM = '/my-trips/complaint';
