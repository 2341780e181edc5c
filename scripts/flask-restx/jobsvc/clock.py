"""Time and randomness that repeat byte for byte when the recorder asks for it.

JOBSVC_CLOCK (an ISO 8601 instant) freezes the clock; JOBSVC_SEED seeds the session,
nonce and token generator. Both unset: real time and a random seed, as in production.
"""
import os
import random
from datetime import datetime, timezone


def now():
    fixed = os.environ.get("JOBSVC_CLOCK")
    if fixed:
        return datetime.fromisoformat(fixed)
    return datetime.now(timezone.utc)


_rng = random.Random(int(os.environ["JOBSVC_SEED"]) if "JOBSVC_SEED" in os.environ else None)


def hex_token(nbytes):
    return "".join(f"{_rng.randrange(256):02x}" for _ in range(nbytes))


def nonce():
    return _rng.randrange(100000, 999999)
