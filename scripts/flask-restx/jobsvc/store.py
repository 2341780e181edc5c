"""In-memory state: users (from a JSON list), sessions, jobs. Ids come from counters."""
import json
from datetime import date, timedelta
from decimal import Decimal

from . import clock

ACCESS_RANK = {"user": 1, "tenant-admin": 2, "superadmin": 3}


class FileArtifact:
    """A file a job wrote (marshalled through fields.Polymorph)."""

    def __init__(self, name, size):
        self.name, self.size = name, size


class LogArtifact:
    """A job's log (marshalled through fields.Polymorph)."""

    def __init__(self, name, lines):
        self.name, self.lines = name, lines


class Store:
    def __init__(self, users_file, version):
        with open(users_file, encoding="utf-8") as handle:
            self.users = json.load(handle)
        for index, user in enumerate(self.users, start=1):
            user["userid"] = index
        self.version = version
        self.sessions = {}
        self.jobs = {}
        self.next_jobid = 1
        self._seed_jobs()

    def user_by_name(self, username):
        return next((u for u in self.users if u["username"] == username), None)

    def add_job(self, owner, name, priority, kind, params=None, queue=None):
        created = clock.now()
        job = {
            "jobid": self.next_jobid, "name": name, "state": "queued", "priority": priority,
            "kind": kind, "progress": None, "cost": None, "score": None, "urgent": priority >= 8,
            "created": created, "updated": created, "due": None,
            "owner": {"userid": owner["userid"], "username": owner["username"]},
            "tags": [], "params": params, "attrs": {}, "artifacts": [], "queue": queue,
        }
        self.jobs[job["jobid"]] = job
        self.next_jobid += 1
        return job

    def _seed_jobs(self):
        """Three jobs: one with every field set, one with none of the optional ones, one running."""
        owner = self.users[0]
        full = self.add_job(owner, "render-frames", 7, "batch", {"frames": [1, 2, 3]}, "default")
        full.update({
            "state": "finished", "progress": 1.0, "cost": Decimal("3.5"), "score": Decimal("0.125"),
            "updated": full["created"] + timedelta(minutes=42), "due": date(2031, 1, 15),
            "tags": ["gpu", "nightly"], "attrs": {"team": "vfx", "shot": "0420"},
            "artifacts": [FileArtifact("frames.tar", 1048576), LogArtifact("render.log", 812)],
        })
        self.add_job(owner, "bare", 5, "batch")
        running = self.add_job(self.users[2], "train-model", 9, "interactive", None, "gpu")
        running.update({"state": "running", "progress": 0.4, "cost": Decimal("12")})
