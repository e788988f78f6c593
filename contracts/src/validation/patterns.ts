// The shared email and mobile checks, free of yup so light modules (the newsletter box) can use them
// without pulling the schema library into every first visit.

/** Text, an at sign, text, a dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_PATTERN = /^\d{10}$/;
export const OTP_PATTERN = /^\d{6}$/;
