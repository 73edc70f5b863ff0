import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

const infoPage = (name: 'AboutPage' | 'AgreementPage' | 'PrivacyPage' | 'CooperatePage' | 'ProductPage' | 'SdkPage') =>
  lazyScreen(() => import('../features/info-pages/components/info-page').then((module) => ({ default: module[name] })));

const giftBoxes = (name: 'ChristmasPage' | 'DuanwuPage') =>
  lazyScreen(() => import('../features/gift-boxes/components/gift-box-page').then((module) => ({ default: module[name] })));

const giftBoxRecords = (name: 'ChristmasRecords' | 'DuanwuRecords') =>
  lazyScreen(() => import('../features/gift-boxes/components/gift-box-records').then((module) => ({ default: module[name] })));

export const area = defineArea({
  area: 'mf-campaigns',
  routes,
  screens: {
    index: lazyScreen(() => import('../features/landing/components/landing-page')),
    about: infoPage('AboutPage'),
    agreement: infoPage('AgreementPage'),
    privacy: infoPage('PrivacyPage'),
    sdk: infoPage('SdkPage'),
    cooperate: infoPage('CooperatePage'),
    product: infoPage('ProductPage'),
    lottery: lazyScreen(() => import('../features/lottery/components/lottery-page')),
    christmas: giftBoxes('ChristmasPage'),
    'christmas-records': giftBoxRecords('ChristmasRecords'),
    duanwu: giftBoxes('DuanwuPage'),
    'duanwu-records': giftBoxRecords('DuanwuRecords'),
    answerSheet: lazyScreen(() => import('../features/quiz/components/quiz-page')),
    answerSheetResult: lazyScreen(() => import('../features/quiz/components/quiz-result-page')),
    invite: lazyScreen(() => import('../features/invite/components/invite-page')),
    share: lazyScreen(() => import('../features/invite/components/share-page')),
    app: lazyScreen(() => import('../features/app-download/components/app-page')),
    'app-down': lazyScreen(() => import('../features/app-download/components/app-page')),
    drainage: lazyScreen(() => import('../features/drainage/components/drainage-page')),
    'activities-recruit': lazyScreen(() => import('../features/recruit/components/recruit-page')),
    'user-ranking': lazyScreen(() => import('../features/ranking/components/ranking-page')),
    'ranking-article': lazyScreen(() => import('../features/ranking/components/tip-article-page')),
    appraise: lazyScreen(() => import('../features/ranking/components/appraise-page')),
    koiPrize: lazyScreen(() => import('../features/koi/components/koi-page')),
    koiResult: lazyScreen(() => import('../features/koi/components/koi-result-page')),
    course: lazyScreen(() => import('../features/course/components/course-list-page')),
    'course-id': lazyScreen(() => import('../features/course/components/course-page')),
  },
});
