// Whether a request to a short link is a visit worth recording: a pure decision, kept apart from
// the redirect so it can be table-tested. Bots are recorded (flagged) and left out of counts later;
// HEAD requests (link checkers, previews) are not visits.
export function shouldRecordVisit(request: { method: string }): boolean {
  return request.method === 'GET';
}
