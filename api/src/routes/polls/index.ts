import type { FastifyInstance } from 'fastify';
import { getPoll, getProperty, getSurveyBasic, getSurveyCheck, postPoll, postProperty, postSurveyBasic } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { taskById } from '../../tasks/handoff';
import { PROFILE_REWARD, profileSection, profileStatus, saveProfileSection } from '../../polls/profile';
import { pollFor, submitPoll } from '../../supplier/survey';

/** Questionnaires: a supplier's poll behind a hand-off, and the member's personal questionnaire. */
export function registerPollRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  // The supplier's page calls these with the hand-off token, not a session.
  route(api, ctx, getPoll, async (req) => pollFor(db, ctx, req.params.id, req.query.h));
  route(api, ctx, postPoll, async (req) => submitPoll(db, ctx, req.body));

  route(api, ctx, getProperty, async (req, me) => profileSection(db, me.id, 'property'));
  route(api, ctx, getSurveyBasic, async (req, me) => profileSection(db, me.id, 'basic'));

  route(api, ctx, postProperty, async (req, me) => {
    const memberId = me.id;
    return db.tx((q) => saveProfileSection(q, ctx, memberId, 'property', req.body.answers));
  });
  route(api, ctx, postSurveyBasic, async (req, me) => {
    const memberId = me.id;
    return db.tx((q) => saveProfileSection(q, ctx, memberId, 'basic', req.body.answers));
  });

  route(api, ctx, getSurveyCheck, async (req, me) => {
    const memberId = me.id;
    const status = await profileStatus(db, memberId);
    const required = req.query.taskId === undefined ? false : (await taskById(db, req.query.taskId)).needs_profile;
    return { ...status, required, reward: { ...PROFILE_REWARD } };
  });
}
