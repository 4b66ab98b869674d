"""Reads one object with boto3 (an S3 client that is not ours) and prints its SHA-256.

Arguments: endpoint, region, access key id, secret access key, bucket, key.
"""
import hashlib
import sys

import boto3

endpoint, region, key_id, secret, bucket, key = sys.argv[1:7]
s3 = boto3.client("s3", endpoint_url=endpoint, region_name=region,
                  aws_access_key_id=key_id, aws_secret_access_key=secret)
body = s3.get_object(Bucket=bucket, Key=key)["Body"].read()
print(hashlib.sha256(body).hexdigest())
