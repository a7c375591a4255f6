import RecruitDashboardPage from '@client/features/recruit-area/pages/recruit-dashboard-page';
import { StayConnectedSlot, type StayConnectedProps } from '@client/features/recruit-area/stay-connected-slot';
import { StayConnectedPanel } from '@client/features/nurture/components/stay-connected-panel';
import { ProformaDashboardOption } from '@client/features/proforma/components/proforma-dashboard-option';

const renderStayConnected = (props: StayConnectedProps) => (
  <StayConnectedPanel {...props} extra={<ProformaDashboardOption recruit={props.recruit} onScheduled={props.onRecruitChanged} />} />
);

/** /recruit/dashboard, with the nurture feature's Stay Connected panel (and the proforma option in it) composed in here, in app/. */
export default function RecruitDashboardScreen() {
  return (
    <StayConnectedSlot.Provider value={renderStayConnected}>
      <RecruitDashboardPage />
    </StayConnectedSlot.Provider>
  );
}
