"""/job: list (filtered), submit (a body parser), read (masks), cancel (a lifecycle)."""
from flask_restx import Namespace, Resource, abort

from . import clock
from .access import current_user, requires, store

FINAL_STATES = ("finished", "failed", "cancelled")


def job_namespace(models, parsers, version):
    ns = Namespace("job", description="Jobs: submit, follow, cancel")

    @ns.route("")
    @ns.response(401, "Not logged in")
    class JobList(Resource):
        @ns.expect(parsers.job_list)
        @ns.marshal_list_with(models.job)
        @requires("user")
        def get(self):
            """The jobs, newest last"""
            args = parsers.job_list.parse_args()
            jobs = [j for j in store().jobs.values() if _matches(j, args)]
            return jobs[: args["limit"]]

        @ns.expect(parsers.job_submit)
        @ns.response(403, "Your group may not add jobs")
        @ns.marshal_with(models.job, code=201, description="The job, queued")
        @requires("user", permission="add-job")
        def post(self):
            """Submit a job"""
            args = parsers.job_submit.parse_args()
            job = store().add_job(current_user(), args["name"], args["priority"], args["kind"],
                                  args["params"], args.get("queue"))
            job["urgent"] = args["urgent"]
            return job, 201

    @ns.route("/<int:jobid>")
    @ns.param("jobid", "The job id")
    @ns.response(404, "Job not found")
    @ns.response(401, "Not logged in")
    class JobResource(Resource):
        @ns.marshal_with(models.job_detail)
        @requires("user")
        def get(self, jobid):
            """One job, with its owner, parameters and artifacts"""
            return _job_or_404(jobid)

    @ns.route("/<int:jobid>/cancel")
    @ns.param("jobid", "The job id")
    @ns.response(404, "Job not found")
    class JobCancel(Resource):
        @ns.marshal_with(models.job)
        @ns.response(409, "The job is already finished or cancelled")
        @requires("user", permission="cancel-job")
        def post(self, jobid):
            """Cancel a queued or running job"""
            job = _job_or_404(jobid)
            if job["state"] in FINAL_STATES:
                abort(409, f"Job {jobid} is already {job['state']}")
            job.update(state="cancelled", updated=clock.now())
            return job

    return ns


def _matches(job, args):
    if args["state"] and job["state"] not in args["state"]:
        return False
    return not args["name"] or args["name"] in job["name"]


def _job_or_404(jobid):
    job = store().jobs.get(jobid)
    if job is None:
        abort(404, f"Job {jobid} not found")
    return job
