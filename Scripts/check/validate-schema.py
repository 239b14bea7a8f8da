#!/usr/bin/env python3
"""Validates YAML scene files against the JSON Schema of the YAML form (draft 2020-12).

    Scripts/check/validate-schema.py SCHEMA FILE...

Prints one line per file: `valid FILE`, or `invalid FILE: MESSAGE (at PATH)` for the first
error (the most relevant one, as jsonschema ranks them). Exits 0 when every file is valid, 1
when one is not, 3 when PyYAML or jsonschema is not installed (a test then skips, saying so).

YAML is read as mapc reads it where the two differ: timestamps stay text (mapc has no dates).
"""
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"missing Python module: {error.name} (pip install jsonschema pyyaml)", file=sys.stderr)
    sys.exit(3)


class SceneLoader(yaml.SafeLoader):
    """The safe loader, with timestamps read as the text they are written as."""


SceneLoader.add_constructor("tag:yaml.org,2002:timestamp", SceneLoader.construct_yaml_str)


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    all_valid = True
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as f:
            try:
                document = yaml.load(f, Loader=SceneLoader)
            except yaml.YAMLError as error:
                print(f"invalid {path}: not YAML: {str(error).splitlines()[0]}")
                all_valid = False
                continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            print(f"valid {path}")
        else:
            location = "/" + "/".join(str(part) for part in error.absolute_path)
            message = " ".join(error.message.split())
            print(f"invalid {path}: {message[:300]} (at {location})")
            all_valid = False
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
