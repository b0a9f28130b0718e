/** What POST /api/admin/publish answers once the deploy hook has accepted the rebuild. */
export interface PublishAnswer {
  success: true;
  message: string;
}

export const PUBLISH_STARTED = 'Publishing has started: the shop rebuilds its pages and they go live in a few minutes.';
export const PUBLISH_NOT_CONFIGURED =
  'Publishing is not set up: add the deploy hook address as the DEPLOY_HOOK_URL secret of the Worker (see the README).';
export const PUBLISH_REFUSED = 'The deploy hook did not start a rebuild. Please try again in a minute.';
