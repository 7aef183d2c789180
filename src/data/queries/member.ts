import { useMemo } from 'react';

import type { PolicyRole } from '../policy/permission-matrix';
import { policyRole } from '../policy/policy-caller';
import { useClaims } from '../../stores/auth-store';
import { useSessionStore } from '../../stores/session-store';

/** The signed-in member: who they are, their tenant and their role (claims are the only source of both). */
export interface Member {
  uid: string;
  tenantId: string;
  role: PolicyRole;
  /** Name for display (the identity's, which the profile screen edits). */
  displayName: string | null;
  email: string | null;
}

/** The signed-in member, or null when nobody with product claims is signed in. */
export function useMember(): Member | null {
  const claims = useClaims();
  const user = useSessionStore((s) => s.user);
  return useMemo(() => {
    if (!claims || !user || !claims.tenantId) return null;
    return {
      uid: user.uid,
      tenantId: claims.tenantId,
      role: policyRole({ uid: user.uid, claims }),
      displayName: user.displayName,
      email: user.email,
    };
  }, [claims, user]);
}
