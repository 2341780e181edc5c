"""The request parsers, one per reqparse location: args, json, form, headers, values."""
from types import SimpleNamespace

from flask_restx import inputs, reqparse

from .models import JOB_STATES


def define_parsers(version):
    p = SimpleNamespace()
    p.session_header = reqparse.RequestParser()
    p.session_header.add_argument("Session", location="headers", required=True,
                                  help="The session to end")

    p.job_list = reqparse.RequestParser()
    p.job_list.add_argument("state", location="args", action="append", choices=JOB_STATES,
                            help="Only jobs in these states (repeat the parameter)")
    p.job_list.add_argument("limit", location="args", type=int, default=20)
    p.job_list.add_argument("name", location="args", help="Jobs whose name contains this")

    p.job_submit = reqparse.RequestParser()
    p.job_submit.add_argument("name", location="json", required=True)
    p.job_submit.add_argument("priority", location="json", type=int, default=5,
                              choices=tuple(range(10)))
    p.job_submit.add_argument("kind", location="json", default="batch",
                              choices=("batch", "interactive"))
    p.job_submit.add_argument("urgent", location="json", type=inputs.boolean, default=False)
    p.job_submit.add_argument("params", location="json", type=dict)
    if version >= 2:
        p.job_submit.add_argument("queue", location="json", required=True)

    p.user_create = reqparse.RequestParser()
    p.user_create.add_argument("username", location="form", required=True)
    p.user_create.add_argument("access", location="form", default="user",
                               choices=("user", "tenant-admin"))

    p.user_search = reqparse.RequestParser()
    p.user_search.add_argument("search", location="values", help="Part of a username")
    return p
