/** An emailed sign-in code or an authenticator code, once spaces are taken out. */
export const sixDigits = /^\d{6}$/;
