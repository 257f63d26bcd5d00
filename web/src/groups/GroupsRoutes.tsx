// The savings groups' screens under /groups: the list, a group's book, its meeting mode, a member's
// statement and the share-out. One lazy chunk for all of them.
import { Route, Switch } from 'wouter';
import { GroupScreen } from './GroupScreen.tsx';
import { GroupsScreen } from './GroupsScreen.tsx';
import { MeetingScreen } from './MeetingScreen.tsx';
import { ShareOutScreen } from './ShareOutScreen.tsx';
import { StatementScreen } from './StatementScreen.tsx';

export function GroupsRoutes() {
  return (
    <Switch>
      <Route path="/groups/:id/meeting">{(params) => <MeetingScreen id={params.id} />}</Route>
      <Route path="/groups/:id/share-out">{(params) => <ShareOutScreen id={params.id} />}</Route>
      <Route path="/groups/:id/members/:memberId">{(params) => <StatementScreen id={params.id} memberId={params.memberId} />}</Route>
      <Route path="/groups/:id">{(params) => <GroupScreen id={params.id} />}</Route>
      <Route path="/groups" component={GroupsScreen} />
    </Switch>
  );
}
