import type { TFunction } from 'i18next';
import type { AuditAction, AuditSubject } from '../../shared/admin-users';
import { planText } from './plan-text';

// An audit entry in words, for every page that lists the log (the Admin Panel's recent changes, an
// account's page): what was done, and to what, as the server resolved it (an email, a plan's name,
// an order's reference). The action keys are an identifier; a person reads these.

const actionKeys = {
  'user.subscription': 'audit.actions.userSubscription',
  'user.extend': 'audit.actions.userExtend',
  'user.grant_admin': 'audit.actions.userGrantAdmin',
  'user.revoke_admin': 'audit.actions.userRevokeAdmin',
  'user.disable': 'audit.actions.userDisable',
  'user.enable': 'audit.actions.userEnable',
  'user.delete': 'audit.actions.userDelete',
  'plan.create': 'audit.actions.planCreate',
  'plan.update': 'audit.actions.planUpdate',
  'plan.archive': 'audit.actions.planArchive',
  'plan.delete': 'audit.actions.planDelete',
  'plan.restore': 'audit.actions.planRestore',
  'order.approve': 'audit.actions.orderApprove',
  'order.reject': 'audit.actions.orderReject',
  'gateway.update': 'audit.actions.gatewayUpdate',
  'brand.update': 'audit.actions.brandUpdate',
  'brand.asset.upload': 'audit.actions.brandAssetUpload',
  'workspace.invite': 'audit.actions.workspaceInvite',
  'workspace.invite.revoke': 'audit.actions.workspaceInviteRevoke',
  'workspace.member.add': 'audit.actions.workspaceMemberAdd',
  'workspace.member.role': 'audit.actions.workspaceMemberRole',
  'workspace.member.remove': 'audit.actions.workspaceMemberRemove',
  'workspace.delete': 'audit.actions.workspaceDelete',
  'workspace.subscription': 'audit.actions.workspaceSubscription',
  'links.bulk': 'audit.actions.linksBulk',
  'link.disable': 'audit.actions.linkDisable',
  'link.enable': 'audit.actions.linkEnable',
} as const satisfies Record<AuditAction, `audit.actions.${string}`>;

/** What was done: "Plan deleted"; an action a newer server wrote, generically with its key. */
export function auditActionText(action: string, t: TFunction): string {
  const key = (actionKeys as Partial<Record<string, (typeof actionKeys)[AuditAction]>>)[action];
  return key ? t(key) : t('audit.actions.other', { action });
}

/**
 * To what: an account's email, a plan's name in the language in force, "Order RKS-…", "Workspace
 * Acme", "Brand".
 */
export function auditSubjectText(subject: AuditSubject, t: TFunction): string {
  switch (subject.kind) {
    case 'account':
      if (subject.email === null) return t('audit.subjects.unknownAccount');
      return subject.deleted ? t('audit.subjects.deletedAccount', { email: subject.email }) : subject.email;
    case 'plan': {
      const name = planText(subject.name);
      return subject.deleted ? t('audit.subjects.deletedPlan', { name }) : name;
    }
    case 'order':
      return t('audit.subjects.order', { reference: subject.reference });
    case 'workspace':
      if (subject.name === null) return t('audit.subjects.unknownWorkspace');
      return subject.deleted
        ? t('audit.subjects.deletedWorkspace', { name: subject.name })
        : t('audit.subjects.workspace', { name: subject.name });
    case 'brand':
    case 'logo':
    case 'favicon':
    case 'gateway':
      return t(`audit.subjects.${subject.kind}`);
    case 'other':
      return subject.target;
  }
}

/** The account page to link an entry's subject to, when it is a live account. */
export function auditSubjectAccount(subject: AuditSubject): string | null {
  return subject.kind === 'account' && !subject.deleted ? subject.id : null;
}
