"""The service's envelope, added after Flask-RESTX has answered (an `after_request` hook).

Success: {"status": "success", "result": [...]} (a single object becomes a one-item list).
Error: {"status": "error", "result": [message]}, or one "field: message" per parser error.
Anything that is not JSON (Flask's own HTML 404 page, the swagger document) passes untouched.
"""
import json

from flask import request

DOCUMENT_PATH = "/api/swagger.json"


def install_envelope(app):
    @app.after_request
    def envelope(response):
        if request.path == DOCUMENT_PATH or not response.is_json:
            return response
        body = response.get_json(silent=True)
        if response.status_code < 400:
            wrapped = {"status": "success", "result": body if isinstance(body, list) else [body]}
        else:
            wrapped = {"status": "error", "result": _messages(body)}
        response.set_data(json.dumps(wrapped) + "\n")
        return response


def _messages(body):
    if not isinstance(body, dict):
        return [body]
    errors = body.get("errors")
    if isinstance(errors, dict) and errors:
        return [f"{field}: {message}" for field, message in errors.items()]
    return [body.get("message")]
