/** Header spellings for the strict Authorization tests of the api and the gateway (issue 24). */

/** Every way a client might spell one token that is not exactly `Token <key>`. */
export function headerVariants(token: string): string[] {
  return [
    `token ${token}`, `TOKEN ${token}`, `Token  ${token}`, `Token\t${token}`, ` Token ${token}`, `Token ${token} `,
    `Token ${token} anything`, `Token ${token} ${token}`, `Token ${token.toUpperCase()}`, `Bearer ${token}`, `Token ${token}x`,
    `Token ${token.slice(1)}`, `Token=${token}`, `Token ${token},`, `Token`, `Token `, token,
  ];
}
