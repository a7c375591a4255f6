import RecruitDashboardPage from '@client/features/recruit-area/pages/recruit-dashboard-page';
import { RecruitDashboardViews, type StayConnectedProps } from '@client/features/recruit-area/slots';
import { StayConnectedPanel } from '@client/features/nurture/components/stay-connected-panel';
import { ProformaDashboardOption } from '@client/features/proforma/components/proforma-dashboard-option';

const renderStayConnected = (props: StayConnectedProps) => (
  <StayConnectedPanel {...props} extra={<ProformaDashboardOption recruit={props.recruit} onScheduled={props.onRecruitChanged} />} />
);

/** /recruit/dashboard, with the nurture feature's Stay Connected panel (and the proforma option in it) composed in here, in app/. */
export default function RecruitDashboardScreen() {
  return (
    <RecruitDashboardViews.Provider value={{ stayConnected: renderStayConnected }}>
      <RecruitDashboardPage />
    </RecruitDashboardViews.Provider>
  );
}
