"""/auth: the two-step login (GET → session + nonce, POST → token) and logout."""
from datetime import timedelta

from flask_restx import Namespace, Resource, abort

from . import clock
from .access import store

TOKEN_LIFETIME = timedelta(hours=8)


def auth_namespace(models, parsers):
    ns = Namespace("auth", description="Login and logout")

    @ns.route("")
    class AuthResource(Resource):
        @ns.doc(security=[])
        @ns.marshal_with(models.session)
        def get(self):
            """Open a session: a session id and a nonce for the login"""
            session = {"session": clock.hex_token(16), "nonce": clock.nonce(), "token": None}
            store().sessions[session["session"]] = session
            return session

        @ns.doc(security=[])
        @ns.expect(models.login, validate=True)
        @ns.response(401, "Wrong username, password, session or nonce")
        @ns.marshal_with(models.token)
        def post(self):
            """Log in: trade the session, nonce and credentials for a token"""
            body = ns.payload
            session = store().sessions.get(body["session"])
            user = store().user_by_name(body["username"])
            if not session or session["nonce"] != body["nonce"]:
                abort(401, "Unknown session or wrong nonce")
            if not user or user["password"] != body["password"]:
                abort(401, "Wrong username or password")
            session.update(token=clock.hex_token(24), user=user)
            return {"token": session["token"], "userid": user["userid"],
                    "validto": clock.now() + TOKEN_LIFETIME}

        @ns.expect(parsers.session_header)
        @ns.response(401, "Unknown session")
        def delete(self):
            """Log out: end the session named by the Session header"""
            args = parsers.session_header.parse_args()
            if store().sessions.pop(args["Session"], None) is None:
                abort(401, "Unknown session")
            return []

    return ns
