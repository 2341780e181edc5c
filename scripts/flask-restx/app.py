"""A job service on flask-restx 1.3.0, written the way a Flask-RESTX team writes one.

specforge records what this app serves (scripts/flask-restx/record.mjs); it is not part of
specforge. Run it by hand with flask-restx on PYTHONPATH (see docs/flask-restx.md):

    PYTHONPATH=/tmp/flask-restx-1.3.0 /usr/bin/python3 scripts/flask-restx/app.py --version 1

It prints one line, "listening on http://HOST:PORT", once it accepts requests.
Set JOBSVC_CLOCK (ISO 8601) and JOBSVC_SEED for answers that repeat byte for byte.
"""
import argparse
import os
import sys

from flask import Flask
from flask_restx import Api
from werkzeug.serving import make_server

from jobsvc.envelope import install_envelope
from jobsvc.models import define_models
from jobsvc.ns_auth import auth_namespace
from jobsvc.ns_job import job_namespace
from jobsvc.ns_people import admin_namespace, superadmin_namespace, user_namespace
from jobsvc.parsers import define_parsers
from jobsvc.store import Store

AUTHORIZATIONS = {
    "Session": {"type": "apiKey", "in": "header", "name": "Session"},
    "Token": {"type": "apiKey", "in": "header", "name": "Token"},
}
VERSIONS = {1: "1.4.2", 2: "2.0.0"}


def create_app(version, users_file):
    app = Flask("jobsvc")
    app.config["JOBSVC_STORE"] = Store(users_file, version)
    api = Api(app, version=VERSIONS[version], title="Job service",
              description="Jobs, users and the realm of one installation",
              prefix="/api", doc=False, authorizations=AUTHORIZATIONS,
              # Either header, literally; the service needs both (the usual Flask-RESTX habit).
              security=[{"Session": []}, {"Token": []}])
    models = define_models(api, version)
    parsers = define_parsers(version)
    api.add_namespace(auth_namespace(models, parsers))
    api.add_namespace(job_namespace(models, parsers, version))
    api.add_namespace(user_namespace(models))
    api.add_namespace(admin_namespace(models, parsers))
    api.add_namespace(superadmin_namespace(models))
    install_envelope(app)
    return app


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--version", type=int, choices=sorted(VERSIONS), default=1)
    cli.add_argument("--host", default="127.0.0.1")
    cli.add_argument("--port", type=int, default=0, help="0: any free port")
    cli.add_argument("--users", default=os.path.join(here, "..", "..", "fixtures", "flask-restx", "users.json"))
    args = cli.parse_args()
    server = make_server(args.host, args.port, create_app(args.version, args.users))
    print(f"listening on http://{args.host}:{server.server_port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
