"""/user, /admin and /superadmin: one namespace each, gated by access level."""
from flask_restx import Namespace, Resource

from .access import current_user, requires, store


def user_namespace(models):
    ns = Namespace("user", description="The caller's own account")

    @ns.route("/permission")
    @ns.response(401, "Not logged in")
    class Permission(Resource):
        @ns.marshal_with(models.permission, skip_none=True)
        @requires("user")
        def get(self):
            """What the caller may do (fields without a value are left out)"""
            user = current_user()
            superadmin = user["access"] == "superadmin"
            return {"realmadmin": superadmin, "access": user["access"],
                    "permissions": user["permissions"], "tenant": None if superadmin else "acme"}

    return ns


def admin_namespace(models, parsers):
    ns = Namespace("admin", description="Tenant administration")

    @ns.route("/user")
    @ns.response(401, "Not logged in")
    @ns.response(403, "Requires tenant-admin access")
    class AdminUsers(Resource):
        @ns.expect(parsers.user_search)
        @ns.marshal_list_with(models.user)
        @requires("tenant-admin")
        def get(self):
            """The tenant's users"""
            search = parsers.user_search.parse_args()["search"] or ""
            return [u for u in store().users if search in u["username"]]

        @ns.expect(parsers.user_create)
        @ns.marshal_with(models.user, code=201)
        @requires("tenant-admin")
        def post(self):
            """Add a user (a form post)"""
            args = parsers.user_create.parse_args()
            user = {"userid": len(store().users) + 1, "username": args["username"],
                    "password": "", "access": args["access"], "permissions": []}
            store().users.append(user)
            return user, 201

    return ns


def superadmin_namespace(models):
    ns = Namespace("superadmin", description="The realm, for superadmins only")

    @ns.route("/realm")
    @ns.response(401, "Not logged in")
    @ns.response(403, "Requires superadmin access")
    class Realm(Resource):
        # A default mask: without an X-Fields header, `licence` is left out.
        @ns.marshal_with(models.realm, mask="name,tenants")
        @requires("superadmin")
        def get(self):
            """The realm this installation serves"""
            return {"name": "example", "tenants": 1, "licence": "site-wide"}

    return ns
