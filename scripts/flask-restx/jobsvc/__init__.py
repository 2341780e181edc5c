"""A small job service written the way a Flask-RESTX team writes one (specforge's corpus)."""
