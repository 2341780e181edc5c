"""Who is calling: the Session and Token headers, access levels and group permissions."""
from functools import wraps

from flask import current_app, request
from flask_restx import abort

from .store import ACCESS_RANK


def store():
    return current_app.config["JOBSVC_STORE"]


def requires(level="user", permission=None):
    """401 without a live session; 403 below `level` or without `permission`."""

    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            user = current_user()
            if user is None:
                abort(401, "Not logged in")
            if ACCESS_RANK[user["access"]] < ACCESS_RANK[level]:
                abort(403, f"Requires {level} access")
            if permission and permission not in user["permissions"]:
                abort(403, f"Your group lacks the {permission} permission")
            return view(*args, **kwargs)

        return wrapper

    return decorator


def current_user():
    session = store().sessions.get(request.headers.get("Session", ""))
    if not session or not session.get("token"):
        return None
    if request.headers.get("Token") != session["token"]:
        return None
    return session["user"]
