import { Redirect } from 'wouter';

/** /admin/coaching and /admin/community, the queues' addresses before the console: their tabs now. */
export const ToCoachingTab = () => <Redirect to="/admin?tab=coaching" replace />;
export const ToStoriesTab = () => <Redirect to="/admin?tab=stories" replace />;
