"""The models, one `api.model` each, using every `fields.*` type flask-restx 1.3.0 has."""
from types import SimpleNamespace

from flask_restx import fields

from .store import FileArtifact, LogArtifact

JOB_STATES = ("queued", "running", "finished", "failed", "cancelled")


def define_models(api, version):
    m = SimpleNamespace()
    m.session = api.model("Session", {
        "session": fields.String(required=True, description="Opaque session id"),
        "nonce": fields.Integer(required=True),
    })
    m.login = api.model("Login", {
        "session": fields.String(required=True),
        "nonce": fields.Integer(required=True),
        "username": fields.String(required=True, description="An e-mail address"),
        "password": fields.String(required=True),
    })
    m.token = api.model("Token", {
        "token": fields.String(required=True),
        "userid": fields.Integer(required=True),
        "validto": fields.DateTime(dt_format="iso8601"),
    })
    m.owner = api.model("Owner", {"userid": fields.Integer, "username": fields.String})
    m.attrs = api.model("JobAttributes", {"*": fields.Wildcard(fields.String)})
    m.artifact = api.model("Artifact", {
        "kind": fields.ClassName(dash=True),
        "name": fields.String,
    })
    m.file_artifact = api.inherit("FileArtifact", m.artifact, {"size": fields.Integer})
    m.log_artifact = api.inherit("LogArtifact", m.artifact, {"lines": fields.Integer})
    m.job = api.model("Job", _job_fields(m, version))
    m.job_detail = api.inherit("JobDetail", m.job, {
        "owner": fields.Nested(m.owner, description="Who submitted the job"),
        "params": fields.Raw(description="Whatever the submitter sent"),
        "attrs": fields.Nested(m.attrs),
        "artifacts": fields.List(fields.Polymorph({
            FileArtifact: m.file_artifact, LogArtifact: m.log_artifact,
        })),
    })
    m.permission = api.model("Permission", {
        "realmadmin": fields.Boolean(required=True),
        "access": fields.String(enum=["user", "tenant-admin", "superadmin"]),
        "permissions": fields.List(fields.String),
        "tenant": fields.String,
    })
    m.user = api.model("User", {
        "userid": fields.Integer(required=True),
        "username": fields.String(required=True),
        "access": fields.String,
    })
    m.realm = api.model("Realm", {
        "name": fields.String,
        "tenants": fields.Integer,
        "licence": fields.String(description="Sent only when a mask asks for it"),
    })
    return m


def _job_fields(m, version):
    job = {
        "id": fields.Integer(attribute="jobid", readonly=True, required=True),
        "name": fields.String(required=True, description="A job's display name"),
        "state": fields.String(enum=JOB_STATES),
        "kind": fields.String,
        "priority": fields.Integer(default=5, min=0, max=9),
        "progress": fields.Float(description="0 to 1"),
        "cost": fields.Fixed(decimals=2, description="Accumulated cost"),
        "score": fields.Arbitrary,
        "urgent": fields.Boolean,
        "created": fields.DateTime(dt_format="rfc822"),
        "updated": fields.DateTime(dt_format="iso8601"),
        "due": fields.Date,
        "tags": fields.List(fields.String),
        "href": fields.Url("job_job_resource"),
        "summary": fields.FormattedString("{name} ({state})"),
    }
    if version >= 2:
        job["queue"] = fields.String(description="The queue the job runs on")
    return job
