"""Signs requests with botocore, the independent reference for our SigV4 signer.

Reads JSON cases from the file named by its argument ({"kind": "header"|"presign", "method", "url", "headers": [[n, v]],
"payloadHash", "expires", "accessKeyId", "secretAccessKey", "region", "timestamp"}) and prints,
per case, botocore's Authorization header or presigned URL. botocore stamps requests with the
clock; the timestamp is set through the request context its own `add_auth` fills, so the
signing path below is botocore's, only the time is fixed.
"""
import json
import sys

from botocore.auth import S3SigV4Auth, S3SigV4QueryAuth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials


def sign(case):
    credentials = Credentials(case["accessKeyId"], case["secretAccessKey"])
    request = AWSRequest(method=case["method"], url=case["url"], headers=dict(case.get("headers", [])))
    request.context["timestamp"] = case["timestamp"]
    if case["kind"] == "presign":
        auth = S3SigV4QueryAuth(credentials, "s3", case["region"], expires=case["expires"])
    else:
        auth = S3SigV4Auth(credentials, "s3", case["region"])
    auth._modify_request_before_signing(request)
    if case["kind"] != "presign":
        # After the preparation, which sets the hash of the (here absent) body.
        del request.headers["X-Amz-Content-SHA256"]
        request.headers["X-Amz-Content-SHA256"] = case["payloadHash"]
    canonical = auth.canonical_request(request)
    signature = auth.signature(auth.string_to_sign(request, canonical), request)
    if case["kind"] == "presign":
        auth._inject_signature_to_request(request, signature)
        return request.url
    auth._inject_signature_to_request(request, signature)
    return request.headers["Authorization"]


with open(sys.argv[1], encoding="utf-8") as cases:
    print(json.dumps([sign(case) for case in json.load(cases)]))
