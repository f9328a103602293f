// The Ringkas public API's types, made by openapi-typescript from docs/api/openapi.json.
// Do not edit: run `npm run openapi:types` (or `npm run openapi:snapshot`, which also rewrites
// the snapshot from the routes).

export interface paths {
  '/api/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a click report
     * @description Clicks, visitors and QR code scans over a range, for one link (`link_id`), the links a filter selects (the parameters of `GET /api/links`; their clicks summed, and visitors added up link by link) or all of them: the series, the breakdowns, and the top links or the link's destinations. Days are in the user's time zone.
     *
     *     Needs an API key with the `analytics:read` scope (read click reports and export them), or a signed-in session.
     */
    get: operations['getAnalyticsReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analytics/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export part of a click report as CSV
     * @description The series or one breakdown (`part`) of the same report, every row of it.
     *
     *     Needs an API key with the `analytics:read` scope (read click reports and export them), or a signed-in session.
     */
    get: operations['exportAnalyticsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List watched domains
     * @description The account's watched domains with their last result, the plan's limits and the pause switch.
     *
     *     Needs an API key with the `checks:read` scope (read domain checks and their history), or a signed-in session.
     */
    get: operations['listWatchedDomains'];
    put?: never;
    /**
     * Watch domains
     * @description Every host name of the list, or none of them when one is invalid or over the limit.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    post: operations['watchDomains'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks/notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Dismiss the plan-change notice
     * @description The owner has read what a plan change did to the schedules.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    delete: operations['dismissChecksNotice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Pause or resume automatic checks
     * @description Every automatic check of the account; their schedules are kept.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    put: operations['setChecksPaused'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a watched domain
     * @description With its last check's evidence: DNS, HTTP, certificate and each resolver's answer.
     *
     *     Needs an API key with the `checks:read` scope (read domain checks and their history), or a signed-in session.
     */
    get: operations['getWatchedDomain'];
    put?: never;
    post?: never;
    /**
     * Stop watching a domain
     * @description Its history goes with it.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    delete: operations['unwatchDomain'];
    options?: never;
    head?: never;
    /**
     * Change a watched domain's schedule
     * @description Automatic checks on or off, and how often, within the plan's limits.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    patch: operations['updateCheckSchedule'];
    trace?: never;
  };
  '/api/checks/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a watched domain's history
     * @description The last 200 checks, and a summary per day before them.
     *
     *     Needs an API key with the `checks:read` scope (read domain checks and their history), or a signed-in session.
     */
    get: operations['getCheckHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks/{id}/history.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export a watched domain's history as CSV
     * @description Needs an API key with the `checks:read` scope (read domain checks and their history), or a signed-in session.
     */
    get: operations['exportCheckHistoryCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checks/{id}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a domain now
     * @description Runs a check at once (a few a minute per account) and answers with its result.
     *
     *     Needs an API key with the `checks:write` scope (watch domains, run checks and change their schedules), or a signed-in session.
     */
    post: operations['runCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List custom domains
     * @description The account's custom domains, the DNS records each needs, and the plan's limit.
     *
     *     Needs an API key with the `domains:read` scope (list custom domains), or a signed-in session.
     */
    get: operations['listCustomDomains'];
    put?: never;
    /**
     * Add a custom domain
     * @description Pending until its TXT record proves it is yours; then links may use it.
     *
     *     Needs an API key with the `domains:write` scope (add, verify, change and remove custom domains), or a signed-in session.
     */
    post: operations['addCustomDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a custom domain
     * @description Needs an API key with the `domains:read` scope (list custom domains), or a signed-in session.
     */
    get: operations['getCustomDomain'];
    put?: never;
    post?: never;
    /**
     * Remove a custom domain
     * @description Refused (409) while links use it: move them first.
     *
     *     Needs an API key with the `domains:write` scope (add, verify, change and remove custom domains), or a signed-in session.
     */
    delete: operations['deleteCustomDomain'];
    options?: never;
    head?: never;
    /**
     * Edit a custom domain
     * @description Where its root and its unknown paths send visitors.
     *
     *     Needs an API key with the `domains:write` scope (add, verify, change and remove custom domains), or a signed-in session.
     */
    patch: operations['updateCustomDomain'];
    trace?: never;
  };
  '/api/domains/{id}/move-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a custom domain's links
     * @description Moves every link on this domain, with its code, to another of the account's domains.
     *
     *     Needs an API key with the `domains:write` scope (add, verify, change and remove custom domains), or a signed-in session.
     */
    post: operations['moveCustomDomainLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/domains/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a custom domain now
     * @description Looks up its TXT record at once instead of waiting for the next scheduled check.
     *
     *     Needs an API key with the `domains:write` scope (add, verify, change and remove custom domains), or a signed-in session.
     */
    post: operations['verifyCustomDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/folders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List folders
     * @description By name, with how many links each holds and how many are in none.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listFolders'];
    put?: never;
    /**
     * Create a folder
     * @description Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['createFolder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/folders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a folder
     * @description Its links stay, in no folder.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    delete: operations['deleteFolder'];
    options?: never;
    head?: never;
    /**
     * Rename a folder
     * @description Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    patch: operations['renameFolder'];
    trace?: never;
  };
  '/api/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List links
     * @description The newest first, 50 a page, that the filter selects: `q` searches their URLs, aliases and titles; tags, folder, domain, state and creation time narrow them.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listLinks'];
    put?: never;
    /**
     * Create a short link
     * @description With a generated code, or the `custom_alias` given, on the default domain or `domain`.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['createLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Act on many links
     * @description Enable, disable, delete, move to a folder, add or remove tags, or change the domain of the links chosen (`ids`) or of every link the filter selects. Up to 1,000 links the answer is the finished report (200); more run as a job (202) whose progress GET /api/links/bulk/{id} reports. Links left alone are listed with the reason.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['bulkLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/bulk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a bulk action
     * @description Its progress while it runs; once finished, what was done and what was left alone.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    get: operations['getBulkAction'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the domains links may use
     * @description The server's short domains (the first is the default), then the account's verified custom domains.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listLinkDomains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export links as CSV
     * @description The links the filter selects (the list's query parameters; none: every link), or only `ids` of them, oldest first: code, short URL, destination, title, domain, created, expiry, active, clicks, tags (comma-separated) and folder. Cells a spreadsheet would run as a formula start with an apostrophe.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['exportLinksCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a CSV of links to import
     * @description The file's text in `csv` (at most 5 MB and 10,000 links; a header row naming the columns: `destination`, `alias`, `title`, `domain`, `expiry`, or the columns of a Bitly or Kutt export). Every row is checked as the create form checks it and nothing is created: the answer is the preview (the first rows as they will be created, every invalid row with its row number, column and reason, and how many rows would pass the plan's limit). Confirm it to create the links.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['uploadLinkImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an import
     * @description Its state, the rows settled so far, and every row not created with the reason (complete in the preview and once done; empty while it runs).
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['getLinkImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/imports/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an import
     * @description Starts creating the valid rows of a preview, in batches, within the plan's limit. Poll the import until its `state` is `done`.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['confirmLinkImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/imports/{id}/report.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an import's report as CSV
     * @description Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['getLinkImportReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/qr-logos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a QR logo
     * @description A PNG, JPEG or WebP of at most 1 MB (judged by its bytes), kept at most 512 px square for the workspace's codes; a design names it by the answer's `logo`.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['uploadQrLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a link
     * @description Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['getLink'];
    put?: never;
    post?: never;
    /**
     * Delete a link
     * @description The link and its clicks; its short URL stops working at once.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    delete: operations['deleteLink'];
    options?: never;
    head?: never;
    /**
     * Edit a link
     * @description Only the fields given change; `domain` moves the link, with its code, to another domain.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    patch: operations['updateLink'];
    trace?: never;
  };
  '/api/links/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Duplicate a link
     * @description A copy on the same domain under a new generated code: destination, rules, tags, folder and settings. Within the plan.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['duplicateLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/qr': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a link's QR code
     * @description The code of the short link with its scan marker (`?qr=1`), drawn with the saved design; the design fields in the query override it (a preview). `download=1` sends it as a file.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['getLinkQr'];
    /**
     * Save a link's QR design
     * @description Colours (contrast at least 3:1, dark on light), logo, size and margin.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    put: operations['saveLinkQr'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/targeting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a link's targeting
     * @description Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['getLinkTargeting'];
    /**
     * Replace a link's targeting
     * @description Rules, rotator and fallback URL together; all empty removes them. Within the plan.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    put: operations['replaceLinkTargeting'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/targeting/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test a visit
     * @description Where a visitor with this country, device, system and language would go, and why.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    post: operations['testLinkVisit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tags
     * @description By name, each with how many links carry it.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listTags'];
    put?: never;
    /**
     * Create a tag
     * @description Names are unique in a workspace, whatever their case.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['createTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tags/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a tag
     * @description The links keep everything else.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    delete: operations['deleteTag'];
    options?: never;
    head?: never;
    /**
     * Rename or recolour a tag
     * @description Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    patch: operations['updateTag'];
    trace?: never;
  };
  '/api/tags/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Merge a tag into another
     * @description Its links get the other tag; this one is deleted. Answers the tag that stays.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['mergeTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/targeting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List links with targeting
     * @description Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listTargetedLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/utm-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List UTM templates
     * @description Saved sets of UTM parameters the link forms fill in, by name.
     *
     *     Needs an API key with the `links:read` scope (list and read links, their rules and the domains links may use), or a signed-in session.
     */
    get: operations['listUtmTemplates'];
    put?: never;
    /**
     * Create a UTM template
     * @description A name, unique in the workspace whatever its case, and at least one value. A workspace keeps at most 100.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    post: operations['createUtmTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/utm-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a UTM template
     * @description Links made with it keep their parameters.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    delete: operations['deleteUtmTemplate'];
    options?: never;
    head?: never;
    /**
     * Change a UTM template
     * @description What is given changes; a value set to null or empty goes. One value at least stays.
     *
     *     Needs an API key with the `links:write` scope (create, edit, import and delete links and their rules), or a signed-in session.
     */
    patch: operations['updateUtmTemplate'];
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description Needs an API key with the `workspace:read` scope (read the workspace, its members and its open invitations), or a signed-in session.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Create a webhook endpoint
     * @description An HTTPS URL (private, loopback and metadata addresses refused) and the events it wants. The answer carries the signing secret, shown this once.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/deliveries/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend a delivery
     * @description The same message (same webhook-id) again, as a new delivery in the log.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['resendWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /**
     * Edit a webhook endpoint
     * @description Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook endpoint's deliveries
     * @description The last 30 days, newest first, 50 a page; filter by event and outcome.
     *
     *     Needs an API key with the `workspace:read` scope (read the workspace, its members and its open invitations), or a signed-in session.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate a webhook endpoint's secret
     * @description A new secret, shown once; for 24 hours every message is signed with the old one too.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test event
     * @description Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['testWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the workspace
     * @description The workspace the key belongs to (or the session names): its plan, seats and the caller’s role.
     *
     *     Needs an API key with the `workspace:read` scope (read the workspace, its members and its open invitations), or a signed-in session.
     */
    get: operations['getWorkspace'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the workspace
     * @description Its name, slug or logo (a PNG, JPEG or WebP data URL; null removes it). Needs the admin role.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    patch: operations['updateWorkspace'];
    trace?: never;
  };
  '/api/workspace/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite by email
     * @description Mails a single-use link, valid 7 days, to join with the role given. An open invitation holds a seat of the plan.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['createInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspace/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an invitation
     * @description Its link stops working and its seat is free again.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspace/invitations/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resend an invitation
     * @description Mails it again with a new link (the earlier link stops working), at most 5 times an hour.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspace/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List members
     * @description The members with their roles; the open invitations too, for admins and owners.
     *
     *     Needs an API key with the `workspace:read` scope (read the workspace, its members and its open invitations), or a signed-in session.
     */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/workspace/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member
     * @description An admin removes a member (an owner only by an owner); any member may remove themselves (leave). The last owner cannot leave.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Needs the admin role; only an owner makes or unmakes an owner, and the last owner keeps the role.
     *
     *     Needs an API key with the `workspace:write` scope (rename the workspace, change members' roles, remove members and invite), or a signed-in session.
     */
    patch: operations['updateMember'];
    trace?: never;
  };
}
export interface webhooks {
  'link.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * link.created
     * @description A link was made (in the app, the API, a copy or an import). Schema version 1.
     */
    post: operations['webhook_link_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'link.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * link.updated
     * @description A link was changed (one at a time or by a bulk action). Schema version 1.
     */
    post: operations['webhook_link_updated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'link.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * link.deleted
     * @description A link was deleted. Schema version 1.
     */
    post: operations['webhook_link_deleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'link.clicked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * link.clicked
     * @description Visits to the workspace’s links, at most 100 a message; a message that is not full waits up to a second for more. Schema version 1.
     */
    post: operations['webhook_link_clicked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'domain.verified': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * domain.verified
     * @description A custom domain’s DNS proof was found. Schema version 1.
     */
    post: operations['webhook_domain_verified'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'domain.lost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * domain.lost
     * @description A verified custom domain lost its DNS proof. Schema version 1.
     */
    post: operations['webhook_domain_lost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'check.state_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * check.state_changed
     * @description A watched domain’s confirmed state changed (up, down, blocked, expiring). Schema version 1.
     */
    post: operations['webhook_check_state_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'payment.paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.paid
     * @description An order of the workspace was paid. Schema version 1.
     */
    post: operations['webhook_payment_paid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'subscription.changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * subscription.changed
     * @description The workspace’s plan or its end changed (a payment, an admin, an expiry). Schema version 1.
     */
    post: operations['webhook_subscription_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.added': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * member.added
     * @description Someone joined the workspace. Schema version 1.
     */
    post: operations['webhook_member_added'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.removed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * member.removed
     * @description Someone left the workspace or was removed. Schema version 1.
     */
    post: operations['webhook_member_removed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * webhook.test
     * @description Sent by “Send test event”, to one endpoint. Schema version 1.
     */
    post: operations['webhook_webhook_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /**
     * @example {
     *       "range": {
     *         "name": "7d",
     *         "from": "2026-04-27T17:00:00.000Z",
     *         "to": "2026-05-04T17:00:00.000Z",
     *         "timezone": "Asia/Jakarta",
     *         "granularity": "day"
     *       },
     *       "link_id": "3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94",
     *       "bots": "exclude",
     *       "totals": {
     *         "clicks": 182,
     *         "visitors": 131,
     *         "scans": 24
     *       },
     *       "series": [
     *         {
     *           "start": "2026-05-03T17:00:00.000Z",
     *           "label": "2026-05-04",
     *           "clicks": 40,
     *           "visitors": 29,
     *           "scans": 6
     *         }
     *       ],
     *       "countries": [
     *         {
     *           "value": "ID",
     *           "clicks": 120
     *         },
     *         {
     *           "value": "MY",
     *           "clicks": 45
     *         },
     *         {
     *           "value": null,
     *           "clicks": 17
     *         }
     *       ],
     *       "devices": [
     *         {
     *           "value": "mobile",
     *           "clicks": 140
     *         },
     *         {
     *           "value": "desktop",
     *           "clicks": 42
     *         }
     *       ],
     *       "os": [
     *         {
     *           "value": "Android",
     *           "clicks": 101
     *         }
     *       ],
     *       "browsers": [
     *         {
     *           "value": "Chrome",
     *           "clicks": 96
     *         }
     *       ],
     *       "referrers": [
     *         {
     *           "value": "instagram.com",
     *           "clicks": 77
     *         },
     *         {
     *           "value": null,
     *           "clicks": 60
     *         }
     *       ],
     *       "destinations": [
     *         {
     *           "choice": null,
     *           "label": "Main destination",
     *           "url": "https://shop.example.com/sale",
     *           "clicks": 150
     *         },
     *         {
     *           "choice": "rule:my",
     *           "label": "Rule 1 (MY)",
     *           "url": "https://shop.example.com/my/sale",
     *           "clicks": 32
     *         }
     *       ],
     *       "top_links": []
     *     }
     */
    AnalyticsReport: {
      range: {
        /** @enum {string} */
        name: '24h' | '7d' | '30d' | '90d' | 'custom';
        from: string;
        to: string;
        timezone: string;
        /** @enum {string} */
        granularity: 'hour' | 'day';
      };
      link_id: string | null;
      /** @enum {string} */
      bots: 'exclude' | 'include';
      totals: {
        clicks: number;
        visitors: number;
        scans: number;
      };
      series: {
        start: string;
        label: string;
        clicks: number;
        visitors: number;
        scans: number;
      }[];
      countries: {
        value: string | null;
        clicks: number;
      }[];
      devices: {
        value: string | null;
        clicks: number;
      }[];
      os: {
        value: string | null;
        clicks: number;
      }[];
      browsers: {
        value: string | null;
        clicks: number;
      }[];
      referrers: {
        value: string | null;
        clicks: number;
      }[];
      destinations: {
        choice: string | null;
        label: string;
        url: string | null;
        clicks: number;
      }[];
      top_links: {
        id: string;
        short_url: string;
        link: string;
        title: string | null;
        destination_url: string;
        clicks: number;
      }[];
    };
    /**
     * @example {
     *       "id": "7e2b9c41-5a6d-4f3e-8b1a-2c4d6e8f0a1b",
     *       "action": "change_domain",
     *       "state": "done",
     *       "total": 3,
     *       "processed": 3,
     *       "done": 2,
     *       "skipped": [
     *         {
     *           "id": "3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94",
     *           "link": "https://go.example.com/spring-sale",
     *           "reason": "The code spring-sale is already used on links.shop.example.com."
     *         }
     *       ],
     *       "error": null,
     *       "created_at": "2026-03-02T08:15:00.000Z",
     *       "finished_at": "2026-03-02T08:15:01.000Z"
     *     }
     */
    BulkAction: {
      id: string;
      /** @enum {string} */
      action: 'enable' | 'disable' | 'delete' | 'move_folder' | 'add_tags' | 'remove_tags' | 'change_domain';
      /** @enum {string} */
      state: 'queued' | 'running' | 'done' | 'failed';
      total: number;
      /** @description Links settled so far (done or skipped). */
      processed: number;
      done: number;
      skipped: {
        id: string;
        link: string;
        reason: string;
      }[];
      error: string | null;
      created_at: string;
      finished_at: string | null;
    };
    /**
     * @example {
     *       "checks": [
     *         {
     *           "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
     *           "checked_at": "2026-05-04T08:00:00.000Z",
     *           "state": "up",
     *           "latency_ms": 182,
     *           "http_status": 200,
     *           "certificate_days_left": 61,
     *           "resolvers": [
     *             {
     *               "resolver": "Nawala",
     *               "verdict": "clear"
     *             }
     *           ],
     *           "reasons": []
     *         }
     *       ],
     *       "daily": []
     *     }
     */
    CheckHistory: {
      checks: components['schemas']['CheckSummary'][];
      daily: {
        day: string;
        checks: number;
        up: number;
        down: number;
        blocked: number;
        expiring: number;
        unknown: number;
        avg_latency_ms: number | null;
      }[];
    };
    /**
     * @example {
     *       "code": "blocked_by",
     *       "resolvers": [
     *         "Nawala"
     *       ]
     *     }
     */
    CheckReason:
      | {
          /** @constant */
          code: 'blocked_by';
          resolvers: string[];
        }
      | {
          /** @constant */
          code: 'block_status_unknown';
          resolvers: string[];
        }
      | {
          /** @constant */
          code: 'dns_no_such_domain';
        }
      | {
          /** @constant */
          code: 'dns_no_address';
        }
      | {
          /** @constant */
          code: 'dns_no_answer';
          rcode: string | null;
          detail: string | null;
        }
      | {
          /** @constant */
          code: 'dns_error';
          detail: string;
        }
      | {
          /** @constant */
          code: 'no_http_answer';
          detail: string | null;
        }
      | {
          /** @constant */
          code: 'http_status';
          status: number;
        }
      | {
          /** @constant */
          code: 'https_failed';
          detail: string;
        }
      | {
          /** @constant */
          code: 'certificate_untrusted';
          detail: string | null;
        }
      | {
          /** @constant */
          code: 'certificate_wrong_name';
        }
      | {
          /** @constant */
          code: 'certificate_expired';
          days: number;
        }
      | {
          /** @constant */
          code: 'certificate_expires';
          days: number;
        }
      | {
          /** @constant */
          code: 'text';
          text: string;
        };
    CheckSummary: {
      id: string;
      checked_at: string;
      /** @enum {string} */
      state: 'up' | 'down' | 'blocked' | 'expiring' | 'unknown';
      latency_ms: number | null;
      http_status: number | null;
      certificate_days_left: number | null;
      resolvers: {
        resolver: string;
        /** @enum {string} */
        verdict: 'clear' | 'blocked' | 'unknown';
      }[];
      reasons: components['schemas']['CheckReason'][];
    };
    /**
     * @example {
     *       "id": "7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37",
     *       "hostname": "links.shop.example.com",
     *       "display_hostname": "links.shop.example.com",
     *       "status": "verified",
     *       "records": [
     *         {
     *           "type": "TXT",
     *           "name": "_ringkas.links.shop.example.com",
     *           "value": "ringkas-verify=Q3v9xL2mT8kR4wZp",
     *           "purpose": "proof"
     *         },
     *         {
     *           "type": "CNAME",
     *           "name": "links.shop.example.com",
     *           "value": "go.example.com",
     *           "purpose": "routing"
     *         }
     *       ],
     *       "root_url": "https://shop.example.com",
     *       "not_found_url": null,
     *       "expired_url": null,
     *       "last_error": null,
     *       "checked_at": "2026-05-04T08:00:00.000Z",
     *       "next_check_at": "2026-05-05T08:00:00.000Z",
     *       "verified_at": "2026-03-02T09:12:00.000Z",
     *       "created_at": "2026-03-02T09:00:00.000Z",
     *       "link_count": 12
     *     }
     */
    CustomDomain: {
      id: string;
      hostname: string;
      display_hostname: string;
      /** @enum {string} */
      status: 'pending' | 'verified' | 'failed';
      records: {
        /** @enum {string} */
        type: 'TXT' | 'CNAME' | 'A' | 'AAAA';
        name: string;
        value: string;
        /** @enum {string} */
        purpose: 'proof' | 'routing';
      }[];
      root_url: string | null;
      not_found_url: string | null;
      expired_url: string | null;
      last_error: string | null;
      checked_at: string | null;
      next_check_at: string | null;
      verified_at: string | null;
      created_at: string;
      link_count: number;
    };
    /**
     * @example {
     *       "domains": [
     *         {
     *           "id": "7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37",
     *           "hostname": "links.shop.example.com",
     *           "display_hostname": "links.shop.example.com",
     *           "status": "verified",
     *           "records": [
     *             {
     *               "type": "TXT",
     *               "name": "_ringkas.links.shop.example.com",
     *               "value": "ringkas-verify=Q3v9xL2mT8kR4wZp",
     *               "purpose": "proof"
     *             },
     *             {
     *               "type": "CNAME",
     *               "name": "links.shop.example.com",
     *               "value": "go.example.com",
     *               "purpose": "routing"
     *             }
     *           ],
     *           "root_url": "https://shop.example.com",
     *           "not_found_url": null,
     *           "expired_url": null,
     *           "last_error": null,
     *           "checked_at": "2026-05-04T08:00:00.000Z",
     *           "next_check_at": "2026-05-05T08:00:00.000Z",
     *           "verified_at": "2026-03-02T09:12:00.000Z",
     *           "created_at": "2026-03-02T09:00:00.000Z",
     *           "link_count": 12
     *         }
     *       ],
     *       "limit": 3,
     *       "used": 1
     *     }
     */
    CustomDomainList: {
      domains: components['schemas']['CustomDomain'][];
      /** @description The plan's limit; null: unlimited. */
      limit: number | null;
      used: number;
    };
    /** @description Every error answer of the API has this shape. */
    Error: {
      error: {
        /**
         * @description Stable: branch on this.
         * @enum {string}
         */
        code:
          | 'bad_request'
          | 'validation_failed'
          | 'invalid_json'
          | 'unauthorized'
          | 'forbidden'
          | 'not_found'
          | 'conflict'
          | 'payload_too_large'
          | 'unsupported_media_type'
          | 'rate_limited'
          | 'limit_reached'
          | 'internal_error'
          | 'service_unavailable'
          | 'upstream_unavailable';
        /** @description A sentence for a person to read. */
        message: string;
        /** @description One entry per invalid field: dotted path -> why it is invalid. */
        fields?: {
          [key: string]: string;
        };
      };
    };
    /**
     * @example {
     *       "id": "5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f",
     *       "name": "Campaigns",
     *       "links": 12,
     *       "created_at": "2026-03-02T08:15:00.000Z"
     *     }
     */
    Folder: {
      id: string;
      name: string;
      /** @description How many links are in it. */
      links: number;
      created_at: string;
    };
    /**
     * @example {
     *       "items": [
     *         {
     *           "id": "5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f",
     *           "name": "Campaigns",
     *           "links": 12,
     *           "created_at": "2026-03-02T08:15:00.000Z"
     *         }
     *       ],
     *       "unfiled": 230
     *     }
     */
    FolderList: {
      items: components['schemas']['Folder'][];
      /** @description How many links are in no folder. */
      unfiled: number;
    };
    /**
     * @example {
     *       "id": "5b0e8c1d-7f42-4a96-b3e1-2c9d6a8f0e57",
     *       "email": "dewi@example.com",
     *       "role": "member",
     *       "invited_by": "Budi Santoso",
     *       "created_at": "2026-11-28T09:00:00.000Z",
     *       "expires_at": "2026-12-05T09:00:00.000Z"
     *     }
     */
    Invitation: {
      id: string;
      email: string;
      /** @enum {string} */
      role: 'viewer' | 'member' | 'admin' | 'owner';
      invited_by: string | null;
      created_at: string;
      expires_at: string;
    };
    /**
     * @example {
     *       "id": "3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94",
     *       "user_id": "u7GQ2mZkR4tWc9bN1sLx",
     *       "short_url": "spring-sale",
     *       "link": "https://go.example.com/spring-sale",
     *       "destination_url": "https://shop.example.com/sale?utm_source=newsletter",
     *       "domain": "go.example.com",
     *       "custom_alias": "spring-sale",
     *       "title": "Spring sale",
     *       "click_count": 1204,
     *       "scan_count": 310,
     *       "is_active": true,
     *       "expires_at": null,
     *       "max_clicks": null,
     *       "expired_url": null,
     *       "expired": false,
     *       "forward_query": false,
     *       "preview": false,
     *       "has_password": false,
     *       "social_preview": null,
     *       "qr": null,
     *       "tags": [
     *         {
     *           "id": "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c",
     *           "name": "Ramadan 2027",
     *           "color": "green"
     *         }
     *       ],
     *       "folder_id": "5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f",
     *       "created_at": "2026-03-02T08:15:00.000Z",
     *       "updated_at": "2026-03-02T08:15:00.000Z"
     *     }
     */
    Link: {
      id: string;
      user_id: string;
      /** @description The short code: the path after the domain. */
      short_url: string;
      /** @description The full short link a visitor opens. */
      link: string;
      destination_url: string;
      domain: string;
      custom_alias: string | null;
      title: string | null;
      click_count: number;
      /** @description The clicks that came through the link's QR code. */
      scan_count: number;
      is_active: boolean;
      expires_at: string | null;
      max_clicks: number | null;
      expired_url: string | null;
      expired: boolean;
      forward_query: boolean;
      preview: boolean;
      /** @description Whether visitors must enter a password. */
      has_password: boolean;
      social_preview: components['schemas']['SocialPreview'] | null;
      social_preview_problem?: string | null;
      qr: components['schemas']['SavedQrDesign'] | null;
      /** @description By name. */
      tags: components['schemas']['LinkTag'][];
      folder_id: string | null;
      created_at: string;
      updated_at: string;
    };
    /**
     * @example {
     *       "domains": [
     *         "go.example.com",
     *         "links.shop.example.com"
     *       ],
     *       "default": "go.example.com",
     *       "own": "go.example.com"
     *     }
     */
    LinkDomains: {
      domains: string[];
      default: string;
      /** @description The server's own host name. */
      own: string;
    };
    /**
     * @example {
     *       "items": [
     *         {
     *           "id": "3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94",
     *           "user_id": "u7GQ2mZkR4tWc9bN1sLx",
     *           "short_url": "spring-sale",
     *           "link": "https://go.example.com/spring-sale",
     *           "destination_url": "https://shop.example.com/sale?utm_source=newsletter",
     *           "domain": "go.example.com",
     *           "custom_alias": "spring-sale",
     *           "title": "Spring sale",
     *           "click_count": 1204,
     *           "scan_count": 310,
     *           "is_active": true,
     *           "expires_at": null,
     *           "max_clicks": null,
     *           "expired_url": null,
     *           "expired": false,
     *           "forward_query": false,
     *           "preview": false,
     *           "has_password": false,
     *           "social_preview": null,
     *           "qr": null,
     *           "tags": [
     *             {
     *               "id": "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c",
     *               "name": "Ramadan 2027",
     *               "color": "green"
     *             }
     *           ],
     *           "folder_id": "5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f",
     *           "created_at": "2026-03-02T08:15:00.000Z",
     *           "updated_at": "2026-03-02T08:15:00.000Z"
     *         }
     *       ],
     *       "total": 1,
     *       "page": 1,
     *       "page_size": 50
     *     }
     */
    LinkList: {
      items: components['schemas']['Link'][];
      total: number;
      page: number;
      page_size: number;
    };
    LinkTag: {
      id: string;
      name: string;
      /** @enum {string} */
      color: 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';
    };
    /**
     * @example {
     *       "items": [
     *         {
     *           "user_id": "u7GQ2mZkR4tWc9bN1sLx",
     *           "name": "Budi Santoso",
     *           "email": "budi@example.com",
     *           "role": "owner",
     *           "joined_at": "2026-11-02T08:15:00.000Z"
     *         }
     *       ],
     *       "invitations": [
     *         {
     *           "id": "a41f7d29-0c6b-4e85-9b3a-7d2e5f8c1b60",
     *           "email": "sari@example.com",
     *           "role": "viewer",
     *           "invited_by": null,
     *           "created_at": "2026-11-26T02:30:00.000Z",
     *           "expires_at": "2026-12-03T02:30:00.000Z"
     *         }
     *       ]
     *     }
     */
    MemberList: {
      items: {
        user_id: string;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'viewer' | 'member' | 'admin' | 'owner';
        joined_at: string;
      }[];
      invitations: components['schemas']['Invitation'][];
    };
    /**
     * @example {
     *       "logo": "upload:5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f"
     *     }
     */
    QrLogo: {
      logo: string;
    };
    SavedQrDesign: {
      foreground: string;
      background: string;
      logo: string | null;
      size: number;
      margin: number;
    };
    SocialPreview: {
      title: string | null;
      description: string | null;
      image: string | null;
      image_url: string | null;
    };
    /**
     * @example {
     *       "id": "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c",
     *       "name": "Ramadan 2027",
     *       "color": "green",
     *       "links": 42,
     *       "created_at": "2026-03-02T08:15:00.000Z"
     *     }
     */
    Tag: {
      id: string;
      name: string;
      /** @enum {string} */
      color: 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';
      /** @description How many links carry it. */
      links: number;
      created_at: string;
    };
    /**
     * @example {
     *       "items": [
     *         {
     *           "id": "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c",
     *           "name": "Ramadan 2027",
     *           "color": "green",
     *           "links": 42,
     *           "created_at": "2026-03-02T08:15:00.000Z"
     *         }
     *       ]
     *     }
     */
    TagList: {
      items: components['schemas']['Tag'][];
    };
    /**
     * @example {
     *       "id": "3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a",
     *       "name": "Newsletter",
     *       "source": "newsletter",
     *       "medium": "email",
     *       "campaign": "ramadan-2027",
     *       "term": null,
     *       "content": null,
     *       "created_at": "2026-03-02T08:15:00.000Z"
     *     }
     */
    UtmTemplate: {
      id: string;
      name: string;
      source: string | null;
      medium: string | null;
      campaign: string | null;
      term: string | null;
      content: string | null;
      created_at: string;
    };
    /**
     * @example {
     *       "items": [
     *         {
     *           "id": "3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a",
     *           "name": "Newsletter",
     *           "source": "newsletter",
     *           "medium": "email",
     *           "campaign": "ramadan-2027",
     *           "term": null,
     *           "content": null,
     *           "created_at": "2026-03-02T08:15:00.000Z"
     *         }
     *       ]
     *     }
     */
    UtmTemplateList: {
      items: components['schemas']['UtmTemplate'][];
    };
    /**
     * @example {
     *       "id": "c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60",
     *       "hostname": "shop.example.com",
     *       "display_hostname": "shop.example.com",
     *       "state": "up",
     *       "last_check": {
     *         "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
     *         "checked_at": "2026-05-04T08:00:00.000Z",
     *         "state": "up",
     *         "latency_ms": 182,
     *         "http_status": 200,
     *         "certificate_days_left": 61,
     *         "resolvers": [
     *           {
     *             "resolver": "Nawala",
     *             "verdict": "clear"
     *           }
     *         ],
     *         "reasons": []
     *       },
     *       "auto": true,
     *       "interval_minutes": 60,
     *       "next_run_at": "2026-05-04T09:00:00.000Z",
     *       "custom_domain": false,
     *       "created_at": "2026-03-02T09:00:00.000Z"
     *     }
     */
    WatchedDomain: {
      id: string;
      hostname: string;
      display_hostname: string;
      state: ('up' | 'down' | 'blocked' | 'expiring' | 'unknown') | null;
      last_check: components['schemas']['CheckSummary'] | null;
      auto: boolean;
      interval_minutes: number;
      next_run_at: string | null;
      custom_domain: boolean;
      created_at: string;
    };
    /**
     * @example {
     *       "id": "c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60",
     *       "hostname": "shop.example.com",
     *       "display_hostname": "shop.example.com",
     *       "state": "up",
     *       "last_check": {
     *         "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
     *         "checked_at": "2026-05-04T08:00:00.000Z",
     *         "state": "up",
     *         "latency_ms": 182,
     *         "http_status": 200,
     *         "certificate_days_left": 61,
     *         "resolvers": [
     *           {
     *             "resolver": "Nawala",
     *             "verdict": "clear"
     *           }
     *         ],
     *         "reasons": []
     *       },
     *       "auto": true,
     *       "interval_minutes": 60,
     *       "next_run_at": "2026-05-04T09:00:00.000Z",
     *       "custom_domain": false,
     *       "created_at": "2026-03-02T09:00:00.000Z",
     *       "last_check_detail": {
     *         "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
     *         "checked_at": "2026-05-04T08:00:00.000Z",
     *         "state": "up",
     *         "latency_ms": 182,
     *         "http_status": 200,
     *         "certificate_days_left": 61,
     *         "resolvers": [
     *           {
     *             "resolver": "Nawala",
     *             "verdict": "clear"
     *           }
     *         ],
     *         "reasons": [],
     *         "dns": {
     *           "resolver": "1.1.1.1",
     *           "a": [
     *             "203.0.113.10"
     *           ],
     *           "aaaa": [],
     *           "cname": [],
     *           "duration_ms": 12,
     *           "error": null
     *         },
     *         "http": {
     *           "url": "https://shop.example.com/",
     *           "final_url": "https://shop.example.com/",
     *           "status": 200,
     *           "redirects": [],
     *           "timings": {
     *             "dns_ms": 12,
     *             "connect_ms": 30,
     *             "tls_ms": 48,
     *             "first_byte_ms": 182,
     *             "total_ms": 190
     *           },
     *           "error": null,
     *           "https_error": null
     *         },
     *         "certificate": null,
     *         "blocking": []
     *       }
     *     }
     */
    WatchedDomainDetail: {
      id: string;
      hostname: string;
      display_hostname: string;
      state: ('up' | 'down' | 'blocked' | 'expiring' | 'unknown') | null;
      last_check: components['schemas']['CheckSummary'] | null;
      auto: boolean;
      interval_minutes: number;
      next_run_at: string | null;
      custom_domain: boolean;
      created_at: string;
      last_check_detail: {
        id: string;
        checked_at: string;
        /** @enum {string} */
        state: 'up' | 'down' | 'blocked' | 'expiring' | 'unknown';
        latency_ms: number | null;
        http_status: number | null;
        certificate_days_left: number | null;
        resolvers: {
          resolver: string;
          /** @enum {string} */
          verdict: 'clear' | 'blocked' | 'unknown';
        }[];
        reasons: components['schemas']['CheckReason'][];
        dns: {
          resolver: string;
          a: string[];
          aaaa: string[];
          cname: string[];
          duration_ms: number;
          error: string | null;
        };
        http: {
          url: string;
          final_url: string | null;
          status: number | null;
          redirects: string[];
          timings: {
            dns_ms: number | null;
            connect_ms: number | null;
            tls_ms: number | null;
            first_byte_ms: number | null;
            total_ms: number | null;
          };
          error: string | null;
          https_error: string | null;
        } | null;
        certificate: {
          subject: string;
          issuer: string;
          valid_from: string;
          valid_to: string;
          days_left: number;
          name_matches: boolean;
          trusted: boolean;
          error: string | null;
        } | null;
        blocking: {
          resolver: string;
          address: string;
          /** @enum {string} */
          verdict: 'clear' | 'blocked' | 'unknown';
          evidence: string;
          rcode: string | null;
          answers: string[];
          ede: {
            code: number;
            text: string;
          } | null;
          duration_ms: number | null;
        }[];
      } | null;
    };
    /**
     * @example {
     *       "domains": [
     *         {
     *           "id": "c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60",
     *           "hostname": "shop.example.com",
     *           "display_hostname": "shop.example.com",
     *           "state": "up",
     *           "last_check": {
     *             "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
     *             "checked_at": "2026-05-04T08:00:00.000Z",
     *             "state": "up",
     *             "latency_ms": 182,
     *             "http_status": 200,
     *             "certificate_days_left": 61,
     *             "resolvers": [
     *               {
     *                 "resolver": "Nawala",
     *                 "verdict": "clear"
     *               }
     *             ],
     *             "reasons": []
     *           },
     *           "auto": true,
     *           "interval_minutes": 60,
     *           "next_run_at": "2026-05-04T09:00:00.000Z",
     *           "custom_domain": false,
     *           "created_at": "2026-03-02T09:00:00.000Z"
     *         }
     *       ],
     *       "limits": {
     *         "max_check_domains": 10,
     *         "max_auto_check_domains": 5,
     *         "min_interval_minutes": 15
     *       },
     *       "used": 1,
     *       "auto_used": 1,
     *       "paused": false,
     *       "notice": null
     *     }
     */
    WatchedDomainList: {
      domains: components['schemas']['WatchedDomain'][];
      limits: {
        max_check_domains: number | null;
        max_auto_check_domains: number | null;
        min_interval_minutes: number;
      };
      used: number;
      auto_used: number;
      paused: boolean;
      notice: string | null;
    };
    WebhookDelivery: {
      id: string;
      message_id: string;
      event: string;
      /** @enum {string} */
      outcome: 'pending' | 'delivered' | 'failed';
      attempts: number;
      status_code: number | null;
      latency_ms: number | null;
      response_excerpt: string | null;
      created_at: string;
      attempted_at: string | null;
      next_attempt_at: string | null;
    };
    /**
     * @example {
     *       "id": "7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f",
     *       "url": "https://crm.example.com/hooks/ringkas",
     *       "events": [
     *         "link.created"
     *       ],
     *       "description": "CRM",
     *       "enabled": true,
     *       "disabled_reason": null,
     *       "consecutive_failures": 0,
     *       "secret_hint": "x9Qk",
     *       "created_at": "2026-11-30T08:00:00.000Z",
     *       "updated_at": "2026-11-30T08:00:00.000Z"
     *     }
     */
    WebhookEndpoint: {
      id: string;
      url: string;
      events: string[];
      description: string;
      enabled: boolean;
      disabled_reason: string | null;
      consecutive_failures: number;
      secret_hint: string;
      created_at: string;
      updated_at: string;
    };
    WebhookEndpointWithSecret: {
      id: string;
      url: string;
      events: string[];
      description: string;
      enabled: boolean;
      disabled_reason: string | null;
      consecutive_failures: number;
      secret_hint: string;
      created_at: string;
      updated_at: string;
      secret: string;
    };
    /**
     * @example {
     *       "id": "9d2f4b61-3c8e-4a57-b0d1-6e7a2c9f5b13",
     *       "name": "Acme marketing",
     *       "slug": "acme-marketing",
     *       "logo": null,
     *       "personal": false,
     *       "role": "admin",
     *       "plan": "vip",
     *       "plan_expires": "2026-12-31T23:59:59.000Z",
     *       "members": 4,
     *       "pending_invitations": 1,
     *       "seats": 10,
     *       "notices": true,
     *       "created_at": "2026-11-02T08:15:00.000Z"
     *     }
     */
    Workspace: {
      id: string;
      name: string;
      slug: string;
      logo: string | null;
      personal: boolean;
      /** @enum {string} */
      role: 'viewer' | 'member' | 'admin' | 'owner';
      plan: string;
      plan_expires: string | null;
      members: number;
      pending_invitations: number;
      seats: number | null;
      notices: boolean;
      created_at: string;
    };
  };
  responses: {
    /** @description The input is invalid: `validation_failed` names every invalid field in `fields` (a query parameter as `querystring.<name>`), `invalid_json` a body that is not JSON. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "validation_failed",
         *         "message": "Some fields are invalid.",
         *         "fields": {
         *           "destination_url": "Enter a full URL starting with http:// or https://."
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid credentials: the API key is missing, mistyped, revoked or expired (or the session ended). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "unauthorized",
         *         "message": "The API key is not valid: it may be mistyped, revoked or expired."
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The API key lacks the scope this operation needs (`forbidden`), or the plan does not allow it (`limit_reached`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "forbidden",
         *         "message": "This API key does not have the links:write scope."
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nothing with this id belongs to the account. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "not_found",
         *         "message": "Link not found."
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The change conflicts with the current state (a name already taken, say). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "conflict",
         *         "message": "This alias is already taken.",
         *         "fields": {
         *           "custom_alias": "This alias is already taken."
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many requests: the key's requests per minute (by the owner's plan), or an operation's own limit. */
    RateLimited: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": {
         *         "code": "rate_limited",
         *         "message": "This API key may make 60 requests a minute on its plan. Try again in 12 s."
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Requests the key may make a minute (sent with API-key requests). */
    'RateLimit-Limit': number;
    /** @description Requests left in the current minute. */
    'RateLimit-Remaining': number;
    /** @description Seconds until the count starts again. */
    'RateLimit-Reset': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAnalyticsReport: {
    parameters: {
      query?: {
        /**
         * @description The last 24 hours, 7, 30 or 90 days, or `custom` (from, to).
         * @example 30d
         */
        range?: '24h' | '7d' | '30d' | '90d' | 'custom';
        /** @description Custom range: the first day (YYYY-MM-DD), inclusive. */
        from?: string;
        /** @description Custom range: the last day (YYYY-MM-DD), inclusive. */
        to?: string;
        /** @description One link's report; all of the account's links when absent. */
        link_id?: string;
        /** @description Whether clicks by known bots count. */
        bots?: 'exclude' | 'include';
        /** @description Finds links whose URL, alias or title holds this. */
        q?: string;
        /** @description Tag ids, comma-separated. */
        tags?: string;
        /** @description Links with any of the tags, or with all of them. */
        tag_mode?: 'any' | 'all';
        /** @description A folder id, or `none` for links in no folder. */
        folder?: string | 'none';
        /** @description A short domain. */
        domain?: string;
        /** @description An expired link (by its time or its click cap) is expired whether enabled or not. */
        state?: 'active' | 'disabled' | 'expired';
        /** @description Created at or after this instant. */
        created_from?: string;
        /** @description Created before this instant. */
        created_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyticsReport'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  exportAnalyticsCsv: {
    parameters: {
      query: {
        /**
         * @description The last 24 hours, 7, 30 or 90 days, or `custom` (from, to).
         * @example 30d
         */
        range?: '24h' | '7d' | '30d' | '90d' | 'custom';
        /** @description Custom range: the first day (YYYY-MM-DD), inclusive. */
        from?: string;
        /** @description Custom range: the last day (YYYY-MM-DD), inclusive. */
        to?: string;
        /** @description One link's report; all of the account's links when absent. */
        link_id?: string;
        /** @description Whether clicks by known bots count. */
        bots?: 'exclude' | 'include';
        /** @description Finds links whose URL, alias or title holds this. */
        q?: string;
        /** @description Tag ids, comma-separated. */
        tags?: string;
        /** @description Links with any of the tags, or with all of them. */
        tag_mode?: 'any' | 'all';
        /** @description A folder id, or `none` for links in no folder. */
        folder?: string | 'none';
        /** @description A short domain. */
        domain?: string;
        /** @description An expired link (by its time or its click cap) is expired whether enabled or not. */
        state?: 'active' | 'disabled' | 'expired';
        /** @description Created at or after this instant. */
        created_from?: string;
        /** @description Created before this instant. */
        created_to?: string;
        /**
         * @description Which part of the report.
         * @example countries
         */
        part: 'series' | 'countries' | 'devices' | 'os' | 'browsers' | 'referrers' | 'destinations' | 'links';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows as CSV, with a header line. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  listWatchedDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatchedDomainList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  watchDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "hostnames": "shop.example.com\nblog.example.com"
         *     }
         */
        'application/json': {
          /** @description Host names, one a line. */
          hostnames: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "added": [
           *         {
           *           "id": "c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60",
           *           "hostname": "shop.example.com",
           *           "display_hostname": "shop.example.com",
           *           "state": "up",
           *           "last_check": {
           *             "id": "0e9a7c35-2b41-4d6f-8e13-a5c7d9f1b248",
           *             "checked_at": "2026-05-04T08:00:00.000Z",
           *             "state": "up",
           *             "latency_ms": 182,
           *             "http_status": 200,
           *             "certificate_days_left": 61,
           *             "resolvers": [
           *               {
           *                 "resolver": "Nawala",
           *                 "verdict": "clear"
           *               }
           *             ],
           *             "reasons": []
           *           },
           *           "auto": true,
           *           "interval_minutes": 60,
           *           "next_run_at": "2026-05-04T09:00:00.000Z",
           *           "custom_domain": false,
           *           "created_at": "2026-03-02T09:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            added: components['schemas']['WatchedDomain'][];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  dismissChecksNotice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notice is dismissed. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  setChecksPaused: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "paused": true
         *     }
         */
        'application/json': {
          paused: boolean;
        };
      };
    };
    responses: {
      /** @description The switch is set. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getWatchedDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatchedDomainDetail'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  unwatchDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The domain is no longer watched. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateCheckSchedule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "auto": true,
         *       "interval_minutes": 60
         *     }
         */
        'application/json': {
          auto?: boolean;
          interval_minutes?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatchedDomain'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getCheckHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckHistory'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  exportCheckHistoryCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The history as CSV, with a header line. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  runCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The watched domain's id.
         * @example c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WatchedDomainDetail'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listCustomDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomDomainList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  addCustomDomain: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "hostname": "links.shop.example.com"
         *     }
         */
        'application/json': {
          hostname: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomDomain'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getCustomDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The custom domain's id.
         * @example 7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomDomain'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteCustomDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The custom domain's id.
         * @example 7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The domain is removed. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateCustomDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The custom domain's id.
         * @example 7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "root_url": "https://shop.example.com",
         *       "not_found_url": null
         *     }
         */
        'application/json': {
          root_url?: null | string;
          not_found_url?: null | string;
          expired_url?: null | string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomDomain'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  moveCustomDomainLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The custom domain's id.
         * @example 7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "to_domain": "go.example.com"
         *     }
         */
        'application/json': {
          to_domain: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "moved": 12
           *     }
           */
          'application/json': {
            moved: number;
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  verifyCustomDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The custom domain's id.
         * @example 7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomDomain'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listFolders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FolderList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  createFolder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Campaigns"
         *     }
         */
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Folder'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteFolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The folder's id.
         * @example 5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The folder is deleted. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  renameFolder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The folder's id.
         * @example 5c2a8e1f-3b4d-4f6a-9e7c-0d1b2a3c4e5f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Campaigns"
         *     }
         */
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Folder'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listLinks: {
    parameters: {
      query?: {
        /** @description Finds links whose URL, alias or title holds this. */
        q?: string;
        /** @description Tag ids, comma-separated. */
        tags?: string;
        /** @description Links with any of the tags, or with all of them. */
        tag_mode?: 'any' | 'all';
        /** @description A folder id, or `none` for links in no folder. */
        folder?: string | 'none';
        /** @description A short domain. */
        domain?: string;
        /** @description An expired link (by its time or its click cap) is expired whether enabled or not. */
        state?: 'active' | 'disabled' | 'expired';
        /** @description Created at or after this instant. */
        created_from?: string;
        /** @description Created before this instant. */
        created_to?: string;
        /**
         * @description From 1.
         * @example 1
         */
        page?: number;
        /** @description Admins only: every account's links. */
        all?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkList'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  createLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "destination_url": "https://shop.example.com/sale?utm_source=newsletter",
         *       "custom_alias": "spring-sale",
         *       "title": "Spring sale",
         *       "tag_ids": [
         *         "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c"
         *       ]
         *     }
         */
        'application/json': {
          destination_url: string;
          custom_alias?: string | '';
          domain?: string;
          title?: string;
          expires_at?: string | null;
          /** @description The link expires once it has counted this many clicks (bots are not counted). */
          max_clicks?: number;
          /** @description Where visitors go once the link has expired; else its domain's, else a 410 page. */
          expired_url?: string;
          forward_query?: boolean;
          preview?: boolean;
          /** @description Visitors must enter it before they are sent on. Stored hashed; never returned. */
          password?: string;
          /** @description What social networks show when the link is shared; empty parts are filled from the destination's tags. */
          social_preview?: {
            title?: string | null;
            description?: string | null;
            image?: string | null;
          };
          /** @description Ids of the workspace's tags (at most 20). */
          tag_ids?: string[];
          /** @description One of the workspace's folders; null: none. */
          folder_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Link'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  bulkLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          action:
            'enable' | 'disable' | 'delete' | 'move_folder' | 'add_tags' | 'remove_tags' | 'change_domain';
          /** @description The links chosen; or give `filter`. */
          ids?: string[];
          /** @description Every link the list would show with these query parameters. */
          filter?: {
            /** @description Finds links whose URL, alias or title holds this. */
            q?: string;
            /** @description Tag ids, comma-separated. */
            tags?: string;
            /** @description A folder id, or `none` for links in no folder. */
            folder?: string | 'none';
            /** @description A short domain. */
            domain?: string;
            /**
             * @description An expired link (by its time or its click cap) is expired whether enabled or not.
             * @enum {string}
             */
            state?: 'active' | 'disabled' | 'expired';
            /**
             * Format: date-time
             * @description Created at or after this instant.
             */
            created_from?: string;
            /**
             * Format: date-time
             * @description Created before this instant.
             */
            created_to?: string;
            /** @enum {string} */
            tag_mode?: 'any' | 'all';
          };
          /** @description move_folder: the folder, or null for none. */
          folder_id?: string | null;
          /** @description add_tags and remove_tags: the tags. */
          tag_ids?: string[];
          /** @description change_domain: one of the domains links may use. */
          domain?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkAction'];
        };
      };
      /** @description OK */
      202: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkAction'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getBulkAction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The bulk action's id.
         * @example 7e2b9c41-5a6d-4f3e-8b1a-2c4d6e8f0a1b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkAction'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listLinkDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LinkDomains'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  exportLinksCsv: {
    parameters: {
      query?: {
        /** @description Finds links whose URL, alias or title holds this. */
        q?: string;
        /** @description Tag ids, comma-separated. */
        tags?: string;
        /** @description Links with any of the tags, or with all of them. */
        tag_mode?: 'any' | 'all';
        /** @description A folder id, or `none` for links in no folder. */
        folder?: string | 'none';
        /** @description A short domain. */
        domain?: string;
        /** @description An expired link (by its time or its click cap) is expired whether enabled or not. */
        state?: 'active' | 'disabled' | 'expired';
        /** @description Created at or after this instant. */
        created_from?: string;
        /** @description Created before this instant. */
        created_to?: string;
        /** @description Only these links (ids, comma-separated), of those the filter selects. */
        ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The links, with a header line. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  uploadLinkImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "links.csv",
         *       "csv": "destination,alias,title\nhttps://shop.example.com/sale,spring-sale,Spring sale\n"
         *     }
         */
        'application/json': {
          file_name?: string;
          csv: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            state: 'preview' | 'queued' | 'running' | 'done' | 'failed';
            file_name: string | null;
            columns: {
              [key: string]: string;
            };
            ignored_columns: string[];
            total_rows: number;
            valid_rows: number;
            invalid_rows: number;
            plan_limit: number | null;
            over_limit: number;
            codes_replaced: boolean;
            sample: {
              row: number;
              destination_url: string;
              code: string | null;
              domain: string;
              title: string | null;
              expires_at: string | null;
            }[];
            problems: {
              row: number;
              field: string;
              message: string;
            }[];
            problem_count: number;
            processed: number;
            created: number;
            failed: number;
            skipped_for_limit: number;
            limit_reached: boolean;
            error: string | null;
            created_at: string;
            finished_at: string | null;
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getLinkImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The import's id.
         * @example 7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            state: 'preview' | 'queued' | 'running' | 'done' | 'failed';
            file_name: string | null;
            columns: {
              [key: string]: string;
            };
            ignored_columns: string[];
            total_rows: number;
            valid_rows: number;
            invalid_rows: number;
            plan_limit: number | null;
            over_limit: number;
            codes_replaced: boolean;
            sample: {
              row: number;
              destination_url: string;
              code: string | null;
              domain: string;
              title: string | null;
              expires_at: string | null;
            }[];
            problems: {
              row: number;
              field: string;
              message: string;
            }[];
            problem_count: number;
            processed: number;
            created: number;
            failed: number;
            skipped_for_limit: number;
            limit_reached: boolean;
            error: string | null;
            created_at: string;
            finished_at: string | null;
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  confirmLinkImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The import's id.
         * @example 7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            state: 'preview' | 'queued' | 'running' | 'done' | 'failed';
            file_name: string | null;
            columns: {
              [key: string]: string;
            };
            ignored_columns: string[];
            total_rows: number;
            valid_rows: number;
            invalid_rows: number;
            plan_limit: number | null;
            over_limit: number;
            codes_replaced: boolean;
            sample: {
              row: number;
              destination_url: string;
              code: string | null;
              domain: string;
              title: string | null;
              expires_at: string | null;
            }[];
            problems: {
              row: number;
              field: string;
              message: string;
            }[];
            problem_count: number;
            processed: number;
            created: number;
            failed: number;
            skipped_for_limit: number;
            limit_reached: boolean;
            error: string | null;
            created_at: string;
            finished_at: string | null;
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getLinkImportReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The import's id.
         * @example 7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row not created: its row number, the column and the reason. */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  uploadQrLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "content_type": "image/png",
         *       "data_base64": "iVBORw0KGgoAAAANSUhEUgAA..."
         *     }
         */
        'application/json': {
          /** @enum {string} */
          content_type: 'image/png' | 'image/jpeg' | 'image/webp';
          data_base64: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QrLogo'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Link'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link is deleted. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "destination_url": "https://shop.example.com/summer",
         *       "title": "Summer sale"
         *     }
         */
        'application/json': {
          destination_url?: string;
          custom_alias?: string | null;
          title?: string | null;
          expires_at?: string | null;
          max_clicks?: number | null;
          expired_url?: string | null;
          is_active?: boolean;
          forward_query?: boolean;
          preview?: boolean;
          password?: string | null;
          social_preview?: {
            title?: string | null;
            description?: string | null;
            image?: string | null;
          } | null;
          domain?: string;
          /** @description Ids of the workspace's tags (at most 20). */
          tag_ids?: string[];
          /** @description One of the workspace's folders; null: none. */
          folder_id?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Link'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  duplicateLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Link'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getLinkQr: {
    parameters: {
      query?: {
        format?: 'svg' | 'png';
        download?: '0' | '1';
        foreground?: string;
        background?: string;
        logo?: string;
        size?: number;
        margin?: number;
      };
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  saveLinkQr: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    /** @description A link's QR code: colours (#rrggbb, contrast at least 3:1), logo, size in pixels, margin in modules. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "foreground": "#1e3a8a",
         *       "background": "#ffffff",
         *       "logo": "workspace",
         *       "size": 1024,
         *       "margin": 2
         *     }
         */
        'application/json': {
          foreground: string;
          background: string;
          logo: string | null;
          size: number;
          margin: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedQrDesign'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getLinkTargeting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  replaceLinkTargeting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "rules": [
         *         {
         *           "condition": {
         *             "type": "country",
         *             "countries": [
         *               "MY",
         *               "SG"
         *             ]
         *           },
         *           "destination_url": "https://shop.example.com/my/sale"
         *         },
         *         {
         *           "condition": {
         *             "type": "device",
         *             "devices": [
         *               "mobile"
         *             ]
         *           },
         *           "destination_url": "https://m.shop.example.com/sale"
         *         }
         *       ],
         *       "fallback_url": null,
         *       "rotator": []
         *     }
         */
        'application/json': {
          rules?: {
            id?: string;
            condition:
              | {
                  /** @enum {string} */
                  type: 'country';
                  countries: string[];
                }
              | {
                  /** @enum {string} */
                  type: 'device';
                  devices: ('mobile' | 'tablet' | 'desktop')[];
                }
              | {
                  /** @enum {string} */
                  type: 'os';
                  systems: ('iOS' | 'Android' | 'Windows' | 'macOS' | 'Linux')[];
                }
              | {
                  /** @enum {string} */
                  type: 'language';
                  languages: string[];
                }
              | {
                  /** @enum {string} */
                  type: 'browser';
                  browsers: (
                    | 'Chrome'
                    | 'Safari'
                    | 'Firefox'
                    | 'Edge'
                    | 'Opera'
                    | 'Samsung Internet'
                    | 'UC Browser'
                    | 'In-app'
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'query';
                  name: string;
                  /** @enum {string} */
                  match: 'equals' | 'present';
                  /** @default [] */
                  values?: string[];
                }
              | {
                  /** @enum {string} */
                  type: 'ip';
                  ranges: string[];
                }
              | {
                  /** @enum {string} */
                  type: 'date';
                  /** @default null */
                  from?: string | null;
                  /** @default null */
                  to?: string | null;
                }
              | {
                  /** @enum {string} */
                  type: 'schedule';
                  days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
                  from: string;
                  to: string;
                  timezone: string;
                };
            destination_url: string;
          }[];
          /** @default null */
          fallback_url?: string | null;
          /** @default [] */
          rotator?: {
            id?: string;
            destination_url: string;
            weight: number;
            /** @default false */
            paused?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  testLinkVisit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The link's id.
         * @example 3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "country": "MY",
         *       "device": "mobile",
         *       "os": "Android",
         *       "user_agent": null,
         *       "language": "ms",
         *       "query": "utm_source=newsletter",
         *       "ip": "203.0.113.7",
         *       "at": "2026-12-05T09:30:00+07:00"
         *     }
         */
        'application/json': {
          /** @default null */
          country?: string | null;
          /** @default null */
          device?: ('mobile' | 'tablet' | 'desktop') | null;
          /** @default null */
          os?: ('iOS' | 'Android' | 'Windows' | 'macOS' | 'Linux') | null;
          /** @default null */
          user_agent?: string | null;
          /** @default null */
          language?: string | null;
          /** @default null */
          query?: string | null;
          /** @default null */
          ip?: string | null;
          /** @default null */
          at?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  listTags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TagList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  createTag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ramadan 2027",
         *       "color": "green"
         *     }
         */
        'application/json': {
          name: string;
          /** @enum {string} */
          color?: 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tag'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tag's id.
         * @example 9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tag is deleted. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tag's id.
         * @example 9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "color": "purple"
         *     }
         */
        'application/json': {
          name?: string;
          /** @enum {string} */
          color?: 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tag'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  mergeTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tag's id.
         * @example 9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "into": "9b1d4c2e-7a3f-4e8b-b5c6-1d2e3f4a5b6c"
         *     }
         */
        'application/json': {
          /** @description The tag that stays; this one goes. */
          into: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tag'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listTargetedLinks: {
    parameters: {
      query?: {
        /**
         * @description From 1.
         * @example 1
         */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  listUtmTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtmTemplateList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  createUtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Newsletter",
         *       "source": "newsletter",
         *       "medium": "email",
         *       "campaign": "ramadan-2027"
         *     }
         */
        'application/json': {
          name: string;
          source?: string | null;
          medium?: string | null;
          campaign?: string | null;
          term?: string | null;
          content?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtmTemplate'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteUtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The template's id.
         * @example 3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template is deleted. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateUtmTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The template's id.
         * @example 3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "campaign": "lebaran-2027",
         *       "term": null
         *     }
         */
        'application/json': {
          name?: string;
          source?: string | null;
          medium?: string | null;
          campaign?: string | null;
          term?: string | null;
          content?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UtmTemplate'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f",
           *           "url": "https://crm.example.com/hooks/ringkas",
           *           "events": [
           *             "link.created"
           *           ],
           *           "description": "CRM",
           *           "enabled": true,
           *           "disabled_reason": null,
           *           "consecutive_failures": 0,
           *           "secret_hint": "x9Qk",
           *           "created_at": "2026-11-30T08:00:00.000Z",
           *           "updated_at": "2026-11-30T08:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': {
            items: components['schemas']['WebhookEndpoint'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://crm.example.com/hooks/ringkas",
         *       "events": [
         *         "link.created"
         *       ],
         *       "description": "CRM"
         *     }
         */
        'application/json': {
          url: string;
          events: (
            | 'link.created'
            | 'link.updated'
            | 'link.deleted'
            | 'link.clicked'
            | 'domain.verified'
            | 'domain.lost'
            | 'check.state_changed'
            | 'payment.paid'
            | 'subscription.changed'
            | 'member.added'
            | 'member.removed'
          )[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  resendWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The delivery's id.
         * @example 2b7e4c1d-9a8f-4e6d-b5c4-3a2f1e0d9c8b
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      202: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The endpoint's id.
         * @example 7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The endpoint and its log are deleted. */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The endpoint's id.
         * @example 7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "enabled": false
         *     }
         */
        'application/json': {
          url?: string;
          events?: (
            | 'link.created'
            | 'link.updated'
            | 'link.deleted'
            | 'link.clicked'
            | 'domain.verified'
            | 'domain.lost'
            | 'check.state_changed'
            | 'payment.paid'
            | 'subscription.changed'
            | 'member.added'
            | 'member.removed'
          )[];
          description?: string;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpoint'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        event?: string;
        outcome?: 'pending' | 'delivered' | 'failed';
        page?: number;
      };
      header?: never;
      path: {
        /**
         * @description The endpoint's id.
         * @example 7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['WebhookDelivery'][];
            page: number;
            page_size: number;
            has_more: boolean;
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['RateLimited'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The endpoint's id.
         * @example 7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookEndpointWithSecret'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  testWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The endpoint's id.
         * @example 7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued; its delivery shows in the log. */
      202: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  getWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workspace'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  updateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme marketing",
         *       "slug": "acme-marketing"
         *     }
         */
        'application/json': {
          name?: string;
          slug?: string;
          logo?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Workspace'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  createInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "dewi@example.com",
         *       "role": "member"
         *     }
         */
        'application/json': {
          email: string;
          /** @enum {string} */
          role: 'viewer' | 'member' | 'admin' | 'owner';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Invitation'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 5b0e8c1d-7f42-4a96-b3e1-2c9d6a8f0e57 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 5b0e8c1d-7f42-4a96-b3e1-2c9d6a8f0e57 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Invitation'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  listMembers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberList'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['RateLimited'];
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The member's account id.
         * @example u7GQ2mZkR4tWc9bN1sLx
         */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content */
      204: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The member's account id.
         * @example u7GQ2mZkR4tWc9bN1sLx
         */
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "admin"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          role: 'viewer' | 'member' | 'admin' | 'owner';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberList'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['RateLimited'];
    };
  };
  webhook_link_created: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'link.created';
          /** @constant */
          version: 1;
          timestamp: string;
          data: components['schemas']['Link'];
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_link_updated: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'link.updated';
          /** @constant */
          version: 1;
          timestamp: string;
          data: components['schemas']['Link'];
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_link_deleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'link.deleted';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            id: string;
            domain: string;
            short_url: string;
            link: string;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_link_clicked: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'link.clicked';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            clicks: {
              link_id: string;
              domain: string;
              short_url: string;
              clicked_at: string;
              country: string | null;
              device: string;
              os: string | null;
              browser: string | null;
              referrer_host: string | null;
              destination: string;
              qr: boolean;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_domain_verified: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'domain.verified';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            id: string;
            hostname: string;
            status: string;
            verified_at: string | null;
            last_error: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_domain_lost: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'domain.lost';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            id: string;
            hostname: string;
            status: string;
            verified_at: string | null;
            last_error: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_check_state_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'check.state_changed';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            domain: string;
            from: ('up' | 'down' | 'blocked' | 'expiring' | 'unknown') | null;
            /** @enum {string} */
            to: 'up' | 'down' | 'blocked' | 'expiring' | 'unknown';
            checked_at: string;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_payment_paid: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'payment.paid';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            order_id: string;
            invoice_number: string | null;
            plan: string;
            amount: number;
            /** @constant */
            currency: 'IDR';
            /** @enum {string} */
            method: 'midtrans' | 'bank_transfer';
            paid_at: string;
            subscription_expires_at: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_subscription_changed: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'subscription.changed';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            plan: string;
            expires_at: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_member_added: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'member.added';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            user_id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'viewer' | 'member' | 'admin' | 'owner';
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_member_removed: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'member.removed';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            user_id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'viewer' | 'member' | 'admin' | 'owner';
            /** @enum {string} */
            reason: 'removed' | 'left' | 'deleted';
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhook_webhook_test: {
    parameters: {
      query?: never;
      header: {
        /** @description The message’s id: the same on every try and every endpoint; drop one you have seen. */
        'webhook-id': string;
        /** @description When this try was signed, in seconds since the epoch. */
        'webhook-timestamp': string;
        /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'webhook.test';
          /** @constant */
          version: 1;
          timestamp: string;
          data: {
            endpoint_id: string;
            message: string;
          };
        };
      };
    };
    responses: {
      /** @description Gone: the endpoint is turned off and hears nothing more. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other answer, or none in 10 s: tried again later. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
